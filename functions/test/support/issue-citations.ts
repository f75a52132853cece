// Finds citations of this project's issue numbers, which a reader of a fresh clone cannot open:
// a comment or doc says what was decided instead. Only shapes that are plainly issue references
// count, so a CSS colour (#fff, background:#111), a URL fragment (x.md#8-connect), a heading,
// a `#{slug}` variable or an HTML entity (&#39;) is never one.

const NUMBER = String.raw`#\d+`;
/** `#N, #N and #N`: the rest of a list that starts with one of the shapes below. */
const MORE = String.raw`(?:(?:\s*,\s*|\s+(?:and|or|&)\s+)#\d+)*`;
const SHAPES = [
  // "issue #N", "Issues #N and #N", "PR #N", "pull request #N", "ticket #N", "bug #N"
  String.raw`\b(?:issues?|pull requests?|PRs?|tickets?|bugs?)\s+${NUMBER}${MORE}\b`,
  // "see #N", "fixes #N", "closes #N and #N", "refs #N"
  String.raw`\b(?:see|fix(?:es|ed)?|close[sd]?|resolve[sd]?|refs?)\s+${NUMBER}${MORE}\b`,
  // "(#N)", "(#N, docs/exports.md)", "(#N; #N)": a number alone at the start of parentheses
  String.raw`\(${NUMBER}(?=\s*[),;])`,
];
const CITATION = new RegExp(SHAPES.join('|'), 'gi');

/** `file:line: "the citation"` for each issue number the text cites. */
export function issueCitations(file: string, text: string): string[] {
  return [...text.matchAll(CITATION)].map((match) => {
    const line = text.slice(0, match.index).split('\n').length;
    return `${file}:${line}: "${match[0]}" cites an issue number; say what was decided, in words`;
  });
}
