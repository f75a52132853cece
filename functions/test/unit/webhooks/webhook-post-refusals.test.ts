// The webhook poster's answers before any connection (platform/webhook-post.ts): a refused
// address and a failed DNS lookup are logged as what they are; both are retried (status null).
import { createWebhookPoster, REFUSED_ADDRESS } from '../../../src/platform/webhook-post';

const dnsFailure = (code?: string) => async () => {
  throw Object.assign(new Error('getaddrinfo failed'), code ? { code } : {});
};

describe('webhook poster, before connecting', () => {
  it('when the name resolves to a private address, then no request and the refusal is logged', async () => {
    const post = createWebhookPoster({ resolve: async () => [{ address: '10.0.0.7', family: 4 }] });
    expect(await post('https://hooks.example.com/x', {}, '{}')).toMatchObject({ status: null, error: REFUSED_ADDRESS });
  });

  it.each([
    ['EAI_AGAIN', "the URL's host name could not be resolved (EAI_AGAIN)"],
    [undefined, "the URL's host name could not be resolved (DNS error)"],
  ])('when DNS fails with %s, then no request and the log says so: %s', async (code, error) => {
    const post = createWebhookPoster({ resolve: dnsFailure(code) });
    const outcome = await post('https://hooks.example.com/x', {}, '{}');
    expect(outcome).toMatchObject({ status: null, error });
    expect(outcome.durationMs).toBeGreaterThanOrEqual(0); // the log's duration column: how long the lookup took
    expect(outcome.durationMs).toBeLessThan(1_000);
  });
});
