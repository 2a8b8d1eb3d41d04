import type { Ref } from "react";
import { FieldError, FieldHint, LabelText } from "~/staff/ui/FieldText";
import type { HtmlEditorProps } from "./editor-types";
import { describedBy, fieldIds } from "./field-ids";

/**
 * The editor without JavaScript, and until the rich editor has loaded: a
 * labelled textarea of HTML and, if asked, a picture upload appended on save.
 */
export function HtmlSourceField({
  name,
  label,
  defaultValue,
  hint,
  error,
  required,
  fallbackImageFields,
  lang,
  textareaRef,
}: HtmlEditorProps & { textareaRef: Ref<HTMLTextAreaElement> }) {
  const ids = fieldIds(name);
  return (
    <div className="field field--full html-editor">
      <label htmlFor={ids.surface}>
        <LabelText label={label} required={required} />
      </label>
      <FieldHint id={ids.hint} hint={hint} />
      <p className="field-hint html-editor__html-hint">
        Write HTML: &lt;p&gt;, &lt;h2&gt;, &lt;h3&gt;, &lt;strong&gt;, &lt;em&gt;, &lt;ul&gt; or
        &lt;ol&gt; with &lt;li&gt;, &lt;a href=&quot;https://…&quot;&gt;. Anything else is removed
        on save.
      </p>
      <textarea
        ref={textareaRef}
        id={ids.surface}
        name={name}
        rows={14}
        className="html-editor__source"
        lang={lang}
        defaultValue={defaultValue}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
        spellCheck
      />
      <FieldError id={ids.error} error={error} />
      {fallbackImageFields ? (
        <fieldset className="html-editor__fallback-image">
          <legend>Add a picture at the end (optional)</legend>
          <div className="field">
            <label htmlFor={fallbackImageFields.file}>
              Picture (JPEG, PNG or WebP, up to 5 MB)
            </label>
            <input
              id={fallbackImageFields.file}
              type="file"
              name={fallbackImageFields.file}
              accept="image/jpeg,image/png,image/webp"
            />
          </div>
          <div className="field">
            <label htmlFor={fallbackImageFields.alt}>Description of the added picture</label>
            <input
              id={fallbackImageFields.alt}
              type="text"
              name={fallbackImageFields.alt}
              maxLength={200}
            />
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}
