import { redirect } from "react-router";

// Any path not in the route table goes to the 404 page, as in the spec.
export function loader() {
  return redirect("/not-found", 302);
}
