/** The "show on the public site" switch of a content form. */
export function PublishedField({ published, noun }: { published: boolean; noun: string }) {
  return (
    <div className="field content-published">
      <span className="field-label" id="published-label">
        Visibility
      </span>
      <label className="choice">
        <input
          type="checkbox"
          name="published"
          defaultChecked={published}
          aria-describedby="published-hint"
        />
        <span>Published: show this {noun} on the public site</span>
      </label>
      <p className="field-hint" id="published-hint">
        Untick to keep it here as a draft or to take it off the site.
      </p>
    </div>
  );
}
