// A reader for systemd unit files, enough for the tests of deploy/systemd: sections, repeated
// keys, comments and backslash continuations, as systemd.syntax(7) describes them. Any other
// line is an error, so a unit the tests pass is one systemd can read at all.

/** Section name -> key -> every value it was given, in order. */
export type Unit = Map<string, Map<string, string[]>>;

export function parseUnit(text: string, file = 'unit'): Unit {
  const unit: Unit = new Map();
  let section: Map<string, string[]> | undefined;
  const lines = text.replace(/\\\n/g, ' ').split('\n');
  lines.forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith(';')) return;
    const header = /^\[([A-Za-z][\w-]*)\]$/.exec(line);
    if (header) {
      if (unit.has(header[1]!)) throw new Error(`${file}:${index + 1}: section [${header[1]}] appears twice`);
      section = new Map();
      unit.set(header[1]!, section);
      return;
    }
    const entry = /^([A-Za-z][A-Za-z0-9]*)\s*=\s*(.*)$/.exec(line);
    if (!entry) throw new Error(`${file}:${index + 1}: not a section, a comment or Key=value: ${line}`);
    if (!section) throw new Error(`${file}:${index + 1}: ${entry[1]} is outside any section`);
    section.set(entry[1]!, [...(section.get(entry[1]!) ?? []), entry[2]!]);
  });
  return unit;
}

/** A key's last value, as systemd reads a single-valued setting; undefined when not set. */
export function valueOf(unit: Unit, section: string, key: string): string | undefined {
  return unit.get(section)?.get(key)?.at(-1);
}

/** A time span as systemd.time(7) writes one ("15", "15s", "1min 30s", "1h"), in seconds. */
export function seconds(span: string): number {
  const units: Record<string, number> = {
    '': 1,
    s: 1,
    sec: 1,
    second: 1,
    seconds: 1,
    m: 60,
    min: 60,
    minute: 60,
    minutes: 60,
    h: 3600,
    hr: 3600,
    hour: 3600,
    hours: 3600,
  };
  const parts = [...span.trim().matchAll(/(\d+(?:\.\d+)?)\s*([a-z]*)/g)];
  if (
    parts.length === 0 ||
    parts
      .map((part) => part[0])
      .join('')
      .replace(/\s/g, '') !== span.replace(/\s/g, '')
  )
    throw new Error(`Not a time span: "${span}"`);
  return parts.reduce((total, [, amount, unit]) => {
    const factor = units[unit!];
    if (factor === undefined) throw new Error(`Unknown time unit "${unit}" in "${span}"`);
    return total + Number(amount) * factor;
  }, 0);
}
