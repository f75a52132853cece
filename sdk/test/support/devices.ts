// The devices the tests visit and launch from: an iPhone's Safari following a link, and the app
// on the same phone asking for its deferred link (the user agent iOS gives a native app's
// requests, with the facts a client library reports).

export const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
export const IOS_APP = { userAgent: 'Acme/1.0 CFNetwork/1494.0.7 Darwin/23.4.0', os: 'iOS', osVersion: '17.4' };
