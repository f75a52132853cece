import { isFormContentType } from '../../src/domain/links/password-form';

describe('isFormContentType: what a password form may arrive as', () => {
  it.each([
    'application/x-www-form-urlencoded',
    'application/x-www-form-urlencoded; charset=UTF-8',
    'Multipart/Form-Data; boundary=----x',
    '  multipart/form-data  ',
  ])('a form: %s', (type) => expect(isFormContentType(type)).toBe(true));

  it.each([undefined, '', 'application/json', 'text/plain', 'multipart/mixed', 'application/x-www-form-urlencodedx'])('not a form: %s', (type) =>
    expect(isFormContentType(type)).toBe(false),
  );
});
