// The building blocks of the query schemas (src/domain/query-params.ts): how a parameter's text
// is read, and the one sentence each bad value gets. The routes' answers are pinned by the HTTP
// tests (links-crud, qr, referrals-reports, empty-query-values, analytics, exports).
import { z } from 'zod';
import { blankAsMissing, dayParam, flagParam, projectIdParam, typedParam, wholeNumberParam } from '../../src/domain/query-params';
import { parseInput } from '../../src/domain/validation';

const query = z.object({
  limit: wholeNumberParam('limit', { min: 1, max: 100, fallback: 50 }),
  top: typedParam('top', wholeNumberParam('top', { min: 1, max: 10, fallback: 3 })),
  bom: flagParam('bom'),
  from: dayParam('from'),
  q: blankAsMissing(z.string()),
});
const read = (values: Record<string, string>) => parseInput(query, values);
const refusal = (values: Record<string, string>) => {
  try {
    read(values);
  } catch (error) {
    return error;
  }
  throw new Error(`accepted ${JSON.stringify(values)}`);
};

describe('query parameter schemas', () => {
  it('when every parameter is left out, then the defaults apply', () => {
    expect(read({})).toEqual({ limit: 50, top: 3, bom: undefined, from: undefined, q: undefined });
  });

  it('when a whole number is written in decimal digits within its bounds, then it is that number', () => {
    expect(read({ limit: '1', top: '10' })).toMatchObject({ limit: 1, top: 10 });
    expect(read({ limit: '007' }).limit).toBe(7);
  });

  it.each(['0', '101', '-1', '+5', ' 5', '1.5', '5.0', '1e2', '0x10', 'ten', '', '99999999999999999999'])(
    'when limit=%j, then 400 with the one sentence of its rule',
    (limit) => {
      expect(refusal({ limit })).toMatchObject({ code: 'INVALID_ARGUMENT', field: 'limit', message: 'limit must be a whole number from 1 to 100' });
    },
  );

  it('when a typed parameter is sent empty, then it is refused by name rather than read as left out', () => {
    for (const name of ['top', 'bom', 'from']) {
      expect(refusal({ [name]: '' })).toMatchObject({ field: name, message: `${name} must not be empty; leave it out for the default` });
    }
  });

  it('when a flag or a day is not one, then its own sentence names it', () => {
    expect(refusal({ bom: 'yes' })).toMatchObject({ field: 'bom', message: 'bom must be 1 or 0' });
    expect(refusal({ from: '2026-02-30' })).toMatchObject({ field: 'from', message: 'from must be a date written YYYY-MM-DD' });
    expect(read({ bom: '1', from: '2028-02-29' })).toMatchObject({ bom: '1', from: '2028-02-29' });
  });

  it('when free text is empty, then it is left out', () => {
    expect(read({ q: '' }).q).toBeUndefined();
    expect(read({ q: 'x' }).q).toBe('x');
  });

  it('when several parameters are bad, then every one is named, in the order the schema declares them', () => {
    expect(refusal({ bom: 'x', limit: '0' })).toMatchObject({ field: 'limit', errors: [{ field: 'limit' }, { field: 'bom' }] });
  });

  it('when a projectId is named, then it is a non-empty string', () => {
    expect(projectIdParam.safeParse('prj_1').success).toBe(true);
    expect(projectIdParam.safeParse('').error?.issues[0]?.message).toBe('projectId must not be empty');
    expect(projectIdParam.safeParse(null).error?.issues[0]?.message).toBe('projectId must be a string');
  });

  it('when the document shows a parameter, then it shows the type the text is read as (an integer, not a string)', () => {
    const shown = z.toJSONSchema(query.shape.limit, { io: 'input' });
    expect(shown).toMatchObject({ type: 'integer', minimum: 1, maximum: 100, default: 50 });
    expect(z.toJSONSchema(query.shape.top, { io: 'input' })).toMatchObject({ type: 'integer', maximum: 10, default: 3 });
    expect(z.toJSONSchema(query.shape.bom, { io: 'input' })).toMatchObject({ type: 'string', enum: ['0', '1'] });
  });
});
