import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Home visits booked with the consultation, and service areas (sales), under /staff. */
export const staffBookingRoutes: RouteConfigEntry[] = [
  route("bookings", "staff/bookings/routes/bookings.tsx"),
  route("bookings/areas", "staff/bookings/routes/bookings.areas.tsx"),
  route("bookings/areas/new", "staff/bookings/routes/bookings.areas.$id.tsx", {
    id: "staff-visit-area-new",
  }),
  route("bookings/areas/:id", "staff/bookings/routes/bookings.areas.$id.tsx", {
    id: "staff-visit-area-edit",
  }),
  route("bookings/:id", "staff/bookings/routes/bookings.$id.tsx"),
];
