/**
 * CSV as RFC 4180 writes it: fields split by commas, a field in double quotes may hold commas,
 * line breaks and doubled quotes (""). Yields each record with the line it starts on (1 = first).
 */
export function* csvRecords(text: string): Generator<{ line: number; fields: string[] }> {
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  let pending = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (c === '\n') line++;
        field += c;
      }
      continue;
    }
    if (c === '"' && field === '') {
      quoted = true;
      pending = true;
    } else if (c === ',') {
      fields.push(field);
      field = '';
      pending = true;
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      fields.push(field);
      if (pending || fields.length > 1 || fields[0] !== '') yield { line: start, fields };
      fields = [];
      field = '';
      pending = false;
      line++;
      start = line;
    } else {
      field += c;
      pending = true;
    }
  }
  if (pending || field !== '') {
    fields.push(field);
    yield { line: start, fields };
  }
}
