import { problemsOf } from "~/staff/ui/ErrorSummary";

const LABELS: Record<string, string> = {
  title: "Title",
  summary: "Summary",
  publishedOn: "Date",
  image: "Picture",
  imageFile: "Picture",
  imageAlt: "Description of the picture",
  bodyHtml: "Article",
  bodyImageFile: "Picture in the article",
  bodyImageAlt: "Description of the picture in the article",
  linkUrl: "Link to the story",
  source: "Publication",
  topic: "Topic",
  question: "Question",
  answerHtml: "Answer",
  answerImageFile: "Picture in the answer",
  answerImageAlt: "Description of the picture in the answer",
};

const needAttention = (count: number) =>
  count === 1 ? "One thing needs your attention" : `${count} things need your attention`;

/**
 * The error summary of a blog, news, FAQ or translation form, for the staff
 * kit's StaffForm: the fields named as those forms label them, and the count
 * in those forms' words.
 */
export function contentProblems(
  errors: Partial<Record<string, string>>,
  /** Names for the form's fields where they differ from the English forms' ("Hindi title"). */
  labels?: Record<string, string>,
) {
  return {
    problems: problemsOf(errors, { ...LABELS, ...labels }, (name) => name),
    heading: needAttention,
  };
}
