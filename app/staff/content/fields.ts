/**
 * Names of the no-JavaScript picture fields under the HTML editors (the
 * server appends such a picture to the text on save). Shared by the forms
 * and the server code that reads them.
 */
export const BODY_IMAGE_FIELDS = { file: "bodyImageFile", alt: "bodyImageAlt" } as const;
export const ANSWER_IMAGE_FIELDS = { file: "answerImageFile", alt: "answerImageAlt" } as const;
