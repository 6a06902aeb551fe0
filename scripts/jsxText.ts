/**
 * Finds visible text written straight into JSX (app/**\/*.tsx) instead of coming from the i18n
 * catalogues: JSX text, and string literals in the places that reach the screen — children
 * expressions and text-bearing attributes (title, aria-label, placeholder, …) — including both
 * branches of a conditional and the parts of a concatenation. A literal passed to a call
 * (`t('key')`) or compared (`kind === 'live'`) is not text. Text without letters ("·", "✕", "3")
 * and the product and subsystem names in ALLOWED pass.
 */
import ts from 'typescript';

/** Attributes whose value people read (or hear, for aria-*). */
const TEXT_ATTRIBUTES = new Set([
  'title',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
  'placeholder',
  'alt',
  'label',
  'area',
  'sub',
]);

/** Names that are the same in every language of the page (the Russian article writes them so). */
const ALLOWED = new Set([
  'n',
  'Quorumscope',
  'StateStorage',
  'Board',
  'SchemeBoard',
  'SchemeShard',
  'BlobStorage',
  'TabletId',
  'nto_select',
  // file-name suffix
  '.yaml',
]);

export interface Finding {
  readonly file: string;
  readonly line: number;
  readonly text: string;
}

const hasWords = (s: string) => {
  const t = s.replace(/\s+/g, ' ').trim();
  return /\p{L}/u.test(t) && !ALLOWED.has(t);
};

/** The literals an expression can evaluate to (not those it merely uses). */
function resultLiterals(e: ts.Expression): ts.Node[] {
  if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return [e];
  if (ts.isTemplateExpression(e)) return [e];
  if (ts.isParenthesizedExpression(e)) return resultLiterals(e.expression);
  if (ts.isConditionalExpression(e)) return [...resultLiterals(e.whenTrue), ...resultLiterals(e.whenFalse)];
  if (ts.isBinaryExpression(e)) {
    const op = e.operatorToken.kind;
    if (op === ts.SyntaxKind.AmpersandAmpersandToken) return resultLiterals(e.right);
    if (
      op === ts.SyntaxKind.BarBarToken ||
      op === ts.SyntaxKind.QuestionQuestionToken ||
      op === ts.SyntaxKind.PlusToken
    )
      return [...resultLiterals(e.left), ...resultLiterals(e.right)];
  }
  return [];
}

function literalText(n: ts.Node): string {
  if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) return n.text;
  if (ts.isTemplateExpression(n))
    return [n.head.text, ...n.templateSpans.map((s) => s.literal.text)].join(' ');
  return n.getText();
}

export function findJsxText(file: string, source: string): Finding[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const out: Finding[] = [];
  const report = (n: ts.Node, text: string) => {
    if (!hasWords(text)) return;
    const line = sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1;
    out.push({ file, line, text: text.replace(/\s+/g, ' ').trim() });
  };
  const visit = (n: ts.Node): void => {
    if (ts.isJsxText(n)) report(n, n.text);
    else if (
      ts.isJsxExpression(n) &&
      n.expression &&
      (ts.isJsxElement(n.parent) || ts.isJsxFragment(n.parent))
    )
      for (const l of resultLiterals(n.expression)) report(l, literalText(l));
    else if (ts.isJsxAttribute(n) && TEXT_ATTRIBUTES.has(n.name.getText(sf)) && n.initializer) {
      const init = n.initializer;
      if (ts.isStringLiteral(init)) report(init, init.text);
      else if (ts.isJsxExpression(init) && init.expression)
        for (const l of resultLiterals(init.expression)) report(l, literalText(l));
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}
