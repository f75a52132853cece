// Finds the shell examples of a markdown document that call curl, with what the document says
// they answer, so docs-examples.test.ts can run each one against a real Ferry.
//
// - An example is a fenced block (```sh, ```bash, ```shell or ```console) holding `curl`.
// - `<!-- docs-test: skip (reason) -->` on the line before the block skips it, with the reason.
// - The answer shown: the status at the very start of the prose right after the block
//   ("`201`:", "`200 {...}`", "Answer (`200`)"), and the next fenced block when it is ```json
//   and no heading or other block comes first.
// - Commands: backslash-newline joins lines, quotes may span lines, `#` comments are dropped;
//   in ```console blocks only `$ ` lines are commands.

export interface Example {
  file: string;
  /** 1-based line of the opening fence. */
  line: number;
  lang: string;
  commands: string[];
  skip?: string;
  answer: { status?: number; json?: unknown };
}

interface Block {
  line: number;
  lang: string;
  text: string;
  /** The last non-blank line before the fence. */
  before: string;
  /** Prose between this block's closing fence and the next fence or heading. */
  after: string;
  /** The fenced block right after this one, unless a heading comes first. */
  next?: Block;
}

const SHELL = new Set(['sh', 'bash', 'shell', 'console']);
const FENCE = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)/;
const SKIP = /^<!--\s*docs-test:\s*skip\s*\((.+)\)\s*-->$/;

function blocks(markdown: string): Block[] {
  const lines = markdown.split('\n');
  const found: Block[] = [];
  const nextFence = new Map<Block, number>();
  let before = '';
  let i = 0;
  while (i < lines.length) {
    const open = FENCE.exec(lines[i]!);
    if (!open) {
      if (lines[i]!.trim()) before = lines[i]!.trim();
      i += 1;
      continue;
    }
    const indent = open[1]!.length;
    const fence = open[2]!;
    const body: string[] = [];
    let j = i + 1;
    while (j < lines.length && !lines[j]!.trimStart().startsWith(fence)) body.push(lines[j++]!.replace(new RegExp(`^ {0,${indent}}`), ''));
    let k = j + 1;
    while (k < lines.length && !FENCE.test(lines[k]!) && !/^#{1,6}\s/.test(lines[k]!)) k += 1;
    const block: Block = {
      line: i + 1,
      lang: open[3]!.toLowerCase(),
      text: body.join('\n'),
      before,
      after: lines
        .slice(j + 1, k)
        .join('\n')
        .trim(),
    };
    if (k < lines.length && FENCE.test(lines[k]!)) nextFence.set(block, k + 1);
    found.push(block);
    before = '';
    i = j + 1;
  }
  for (const block of found) block.next = found.find((b) => b.line === nextFence.get(block));
  return found;
}

/** Splits shell text into simple commands, as bash would read them line by line. */
export function splitCommands(text: string): string[] {
  const commands: string[] = [];
  let current = '';
  let quote: "'" | '"' | null = null;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (quote) {
      if (ch === '\\' && quote === '"' && i + 1 < text.length) current += ch + text[++i];
      else current += ch;
      if (ch === quote) quote = null;
    } else if (ch === '\\' && text[i + 1] === '\n') {
      current += ' ';
      i += 1;
    } else if (ch === "'" || ch === '"') {
      quote = ch;
      current += ch;
    } else if (ch === '#' && (current === '' || /\s$/.test(current))) {
      while (i + 1 < text.length && text[i + 1] !== '\n') i += 1;
    } else if (ch === '\n') {
      if (current.trim()) commands.push(current.trim());
      current = '';
    } else current += ch;
  }
  if (quote) throw new Error(`unterminated ${quote} quote in: ${current.slice(0, 80)}`);
  if (current.trim()) commands.push(current.trim());
  return commands;
}

function shownStatus(after: string): number | undefined {
  const match = /^(?:Answer \()?`(\d{3})\b/.exec(after);
  return match ? Number(match[1]) : undefined;
}

export function curlExamples(markdown: string, file: string): Example[] {
  return blocks(markdown)
    .filter((b) => SHELL.has(b.lang) && /(^|\s|\$ )curl\s/m.test(b.text))
    .map((b) => {
      let skip: string | undefined;
      if (b.before.startsWith('<!-- docs-test')) {
        const match = SKIP.exec(b.before);
        if (!match) throw new Error(`${file}:${b.line}: unreadable marker ${b.before} (write <!-- docs-test: skip (reason) -->)`);
        skip = match[1]!.trim();
      }
      const text = b.lang === 'console' ? consoleCommands(b.text) : b.text;
      let json: unknown;
      if (b.next?.lang === 'json') {
        try {
          json = JSON.parse(b.next.text);
        } catch (error) {
          throw new Error(`${file}:${b.next.line}: the answer shown is not valid JSON (${(error as Error).message})`);
        }
      }
      return { file, line: b.line, lang: b.lang, commands: splitCommands(text), skip, answer: { status: shownStatus(b.after), json } };
    });
}

/** A console transcript: `$ ` lines (and their continuations) are commands, the rest is output. */
function consoleCommands(text: string): string {
  const out: string[] = [];
  let continuing = false;
  for (const line of text.split('\n')) {
    if (line.startsWith('$ ')) out.push(line.slice(2));
    else if (continuing) out.push(line);
    continuing = (line.startsWith('$ ') || continuing) && line.endsWith('\\');
  }
  return out.join('\n');
}
