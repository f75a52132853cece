// Generated from docs/openapi.json by scripts/generate-admin-types.mjs: do not edit.
export interface paths {
    "/api/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List projects
         * @description An ID token's projects (owned or member of); a secret key's own project. With `projectId`, only that project: another project's is 403 (a key) or, for a token, 403 when not a member and 404 when it does not exist.
         */
        get: operations["listProjects"];
        put?: never;
        /**
         * Create a project
         * @description The signed-in user becomes its owner (API keys get 403). Projects per owner are limited by plan. On Firebase the name is added to the Hosting site, which may be full (409 SITE_FULL).
         */
        post: operations["createProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a project */
        get: operations["getProject"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change project settings
         * @description Owner, editor or the secret key. Top-level settings replace, ios/android/deepview merge, null clears.
         */
        patch: operations["updateProject"];
        trace?: never;
    };
    "/api/projects/{projectId}/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This month's usage against the plan
         * @description Links created and clicks counted in the current UTC calendar month, each with the plan's monthly limit (null: none). Any member or the secret key.
         */
        get: operations["getProjectUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List API keys
         * @description The project owner only, signed in with a Firebase ID token.
         */
        get: operations["listKeys"];
        put?: never;
        /**
         * Create an API key
         * @description The project owner only, signed in with a Firebase ID token.
         */
        post: operations["createKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}/keys/{keyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an API key
         * @description The project owner only, signed in with a Firebase ID token.
         */
        delete: operations["deleteKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}/members/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a member
         * @description The project owner only, signed in with a Firebase ID token.
         */
        delete: operations["removeMember"];
        options?: never;
        head?: never;
        /**
         * Add a member or change a role
         * @description The project owner only, signed in with a Firebase ID token.
         */
        patch: operations["setMemberRole"];
        trace?: never;
    };
    "/api/projects/{projectId}/domain": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The project's custom domain
         * @description On Firebase (Hosting automation on), `hosting` says how the site stands with the project's host and custom domain: the DNS records Hosting asks for and the certificate's progress.
         */
        get: operations["getDomain"];
        /**
         * Set or replace the custom domain
         * @description Indie and studio plans. The domain is pending until verified; null removes it. On Firebase the name is added to the Hosting site, which may be full (409 SITE_FULL).
         */
        put: operations["setDomain"];
        post?: never;
        /** Remove the custom domain */
        delete: operations["removeDomain"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}/domain/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check DNS and activate the domain
         * @description Looks up the CNAME; when it points at Ferry the domain becomes active and new links use it. The body is ignored.
         */
        post: operations["verifyDomain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with email and password
         * @description Self-hosted only (404 on Firebase, which signs in with Firebase Auth). The answer sets the session cookie `ferry_session` (`__Host-ferry_session` when BASE_URL is https): httpOnly, SameSite=Lax, Path=/, Secure over https, for 14 days at most and 12 hours unused. With it and no Authorization header, the API acts for the account as for a signed-in user; a request other than GET, HEAD or OPTIONS must then come from the console's origin (`Origin`, or `Sec-Fetch-Site: same-origin`), else 403. One answer for every failure (401 `Email or password is incorrect`), whether or not the email has an account. 10 failures for an email, or 20 from an IP, in 15 minutes: 429 with Retry-After until the window ends. A browser request whose Origin is another site is refused (403); clients that send no Origin pass.
         */
        post: operations["signIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a password with a one-time link, and sign in
         * @description The token of a set-password link (`ferry user create` or `reset-password` prints it once; valid 7 days, one use: a token that was used, replaced by a newer link or has expired is 400) and the new password (10 to 256 characters). The account's other sessions end. Self-hosted only (404 on Firebase, which signs in with Firebase Auth). The answer sets the session cookie `ferry_session` (`__Host-ferry_session` when BASE_URL is https): httpOnly, SameSite=Lax, Path=/, Secure over https, for 14 days at most and 12 hours unused. With it and no Authorization header, the API acts for the account as for a signed-in user; a request other than GET, HEAD or OPTIONS must then come from the console's origin (`Origin`, or `Sec-Fetch-Site: same-origin`), else 403. A browser request whose Origin is another site is refused (403); clients that send no Origin pass.
         */
        post: operations["acceptInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who is signed in
         * @description The account the session cookie signs in; 401 without a live session (the cookie is then cleared). Self-hosted only.
         */
        get: operations["getSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out
         * @description Ends the session on the server and clears the cookie; without a session it only clears the cookie. From the console's origin only (403 otherwise). Self-hosted only. The body is ignored.
         */
        post: operations["signOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/oidc/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sign in with the single sign-on provider
         * @description Self-hosted with OIDC_ISSUER set (docs/accounts.md#single-sign-on-openid-connect); 404 where single sign-on is not configured, and on Firebase. A browser navigates here: every outcome is a redirect, and a failure goes to `BASE_URL/console/#/sign-in?error=<code>`, its reason to the server log. Sends the browser to the provider's authorization endpoint (authorization code flow, PKCE S256, state and nonce) and sets the flow cookie `ferry_oidc` (`__Host-ferry_oidc` over https): httpOnly, SameSite=Lax, 10 minutes, signed by the server. One flow at a time per browser: a new start replaces it. When the provider cannot be discovered, the redirect is to the sign-in page with `error=provider`.
         */
        get: operations["startOidcSignIn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/oidc/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where the single sign-on provider sends the browser back
         * @description Self-hosted with OIDC_ISSUER set (docs/accounts.md#single-sign-on-openid-connect); 404 where single sign-on is not configured, and on Firebase. A browser navigates here: every outcome is a redirect, and a failure goes to `BASE_URL/console/#/sign-in?error=<code>`, its reason to the server log. The redirect URI to register at the provider: `BASE_URL/api/auth/oidc/callback`. Checks the flow cookie and the state, exchanges the code (with the PKCE verifier) and lets openid-client check the ID token (signature against the provider's keys, iss, aud, exp, nonce); the email must be verified. Then the account of this identity, else the account of this email (which gets the identity), else a new account; roles given to the email apply. Self-hosted only (404 on Firebase, which signs in with Firebase Auth). The answer sets the session cookie `ferry_session` (`__Host-ferry_session` when BASE_URL is https): httpOnly, SameSite=Lax, Path=/, Secure over https, for 14 days at most and 12 hours unused. With it and no Authorization header, the API acts for the account as for a signed-in user; a request other than GET, HEAD or OPTIONS must then come from the console's origin (`Origin`, or `Sec-Fetch-Site: same-origin`), else 403. Error codes: `state` (no, a forged or an expired flow cookie, or another state), `provider` (discovery, the provider's error, the token exchange or the ID token's checks failed), `cancelled` (access_denied at the provider), `email_unverified`, `email_domain` (outside OIDC_ALLOWED_EMAIL_DOMAINS), `disabled`, `account_conflict` (the email's account is linked to another identity).
         */
        get: operations["finishOidcSignIn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The project's team
         * @description The owner and members with their roles, and each account's email (null for a Firebase user); then the roles given by email that wait for an account. Any member or the secret key.
         */
        get: operations["listMembers"];
        put?: never;
        /**
         * Give a role by email (or uid)
         * @description The project owner only. With `email`: the account that has it gets the role now; with none yet, the role waits as an invite and goes to the first account created or signed in with that email, or Firebase user calling with it verified. With `uid`: as PATCH .../members/{uid}.
         */
        post: operations["addMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}/invites/{email}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Withdraw a role given by email
         * @description The project owner only. The invite is gone; a role it already gave is changed with the member routes.
         */
        delete: operations["removeInvite"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List links
         * @description Newest first, a page at a time (docs/adr/0005). The next page's cursor is in X-Next-Cursor and Link. With filters a page may hold fewer links than `limit`, even none, while a cursor is still given: on Firestore a search reads at most 500 links a request (docs/links-list.md).
         */
        get: operations["listLinks"];
        put?: never;
        /**
         * Create a link
         * @description Creates a short link; the slug is generated from the title unless given. Counts against the plan's monthly links and the key's links per hour.
         */
        post: operations["createLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/links/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a link */
        get: operations["getLink"];
        /**
         * Update a link
         * @description Any create field; null clears an optional one. A new slug renames the link.
         */
        put: operations["updateLink"];
        post?: never;
        /** Delete a link */
        delete: operations["deleteLink"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/links/{slug}/clone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Clone a link
         * @description A copy with every setting, a new slug and " (copy)" after the title; clicks are not copied.
         */
        post: operations["cloneLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/links/{slug}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Last 20 clicks */
        get: operations["getLinkHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/links/{slug}/qr": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** QR code as a data URL */
        get: operations["getLinkQrCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/links/{slug}/qr/png": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * QR code image (download)
         * @description PNG, or SVG with format=svg; the file is named after the slug.
         */
        get: operations["getLinkQrImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}/links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List links
         * @description Newest first, a page at a time (docs/adr/0005). The next page's cursor is in X-Next-Cursor and Link. With filters a page may hold fewer links than `limit`, even none, while a cursor is still given: on Firestore a search reads at most 500 links a request (docs/links-list.md). The same as the route without `/projects/{projectId}`, for the project in the path.
         */
        get: operations["listProjectLinks"];
        put?: never;
        /**
         * Create a link
         * @description Creates a short link; the slug is generated from the title unless given. Counts against the plan's monthly links and the key's links per hour. The same as the route without `/projects/{projectId}`, for the project in the path.
         */
        post: operations["createProjectLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}/links/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a link */
        get: operations["getProjectLink"];
        /**
         * Update a link
         * @description Any create field; null clears an optional one. A new slug renames the link. The same as the route without `/projects/{projectId}`, for the project in the path.
         */
        put: operations["updateProjectLink"];
        post?: never;
        /** Delete a link */
        delete: operations["deleteProjectLink"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}/links/{slug}/clone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Clone a link
         * @description A copy with every setting, a new slug and " (copy)" after the title; clicks are not copied. The same as the route without `/projects/{projectId}`, for the project in the path.
         */
        post: operations["cloneProjectLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}/links/{slug}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Last 20 clicks */
        get: operations["getProjectLinkHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}/links/{slug}/qr": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** QR code as a data URL */
        get: operations["getProjectLinkQrCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}/links/{slug}/qr/png": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * QR code image (download)
         * @description PNG, or SVG with format=svg; the file is named after the slug.
         */
        get: operations["getProjectLinkQrImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/links/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create up to 100 links
         * @description Every item is checked before anything is written; past the plan's monthly limit only the first items are created and the answer says how many were not. An item's error names it: `links.3.title`.
         */
        post: operations["createLinksInBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/links/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create up to 100 links (a JSON array)
         * @description Secret key only. Items may name the key's project. Every item is checked before anything is written; past the plan's monthly limit only the first items are created and the answer says how many were not.
         */
        post: operations["createLinksInBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/links/bulk-csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create links from a CSV file
         * @description The `file` part may be sent with or without a filename. Rows that do not validate are skipped and reported by line; an unknown column refuses the file. XLSX: 415.
         */
        post: operations["importLinksCsv"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/links/bulk-csv/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * CSV template for importing links
         * @description One header line naming every column the import accepts (CRLF line end, UTF-8). Public: it holds no project data.
         */
        get: operations["getLinksCsvTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/migration/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read a legacy dynamic link
         * @description Shows what convert would create from one long legacy URL; creates nothing.
         */
        post: operations["previewLegacyLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/migration/convert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create links from legacy dynamic links
         * @description Entries that cannot be read are reported in `errors` and do not stop the others.
         */
        post: operations["convertLegacyLinks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/links/resolve/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Resolve a short link to its deep link
         * @description For an app that was opened with a short URL: no redirect, no click counted. Expired, scheduled, capped and password links are 404. (With a credential and no `subdomain`, `/api/links/resolve/history` and `/api/links/resolve/qr` are those routes for a link named `resolve`, made before the word was reserved.) Any origin may call it from a browser (CORS, RateLimit headers exposed).
         */
        get: operations["resolveLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/links/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Resolve without a slug: 400, or the link named resolve
         * @description Without a credential, or with a `subdomain` parameter (an app that left the slug out of GET /api/links/resolve/{slug}): 400 `slug and subdomain are required`, so that the client is told what it missed. With a credential and no `subdomain` it is GET /api/links/{slug} for a link named `resolve` (one made before the word was reserved): the link, or 404. `subdomain` is not listed as a parameter, since no value of it is ever accepted here. Any origin may call it from a browser (CORS, RateLimit headers exposed).
         */
        get: operations["resolveLinkWithoutSlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/links/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export links as CSV
         * @description Every link the filters select, newest first, streamed. The columns are those POST /api/links/bulk-csv imports, then shortUrl, createdAt and clicks (read-only, ignored by an import): an exported file imports into another project unchanged. Passwords are never exported.
         */
        get: operations["exportLinksCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}/links/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export links as CSV
         * @description Every link the filters select, newest first, streamed. The columns are those POST /api/links/bulk-csv imports, then shortUrl, createdAt and clicks (read-only, ignored by an import): an exported file imports into another project unchanged. Passwords are never exported. Same as GET /api/links/export.csv.
         */
        get: operations["exportProjectLinksCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}/clicks.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export clicks as CSV
         * @description The click log of whole UTC days, newest first, streamed: time, slug, platform, OS and version, browser, country, referrer host, the link's UTM fields, influencer, campaign, invite referrer and whether it led to a matched install. Never an IP or a user agent. At most 92 days a request: a longer range keeps its newest 92 days and says so in X-Export-Cut. Both days are included. `from` must not be after `to` (nor after today when `to` is left out), and the range may span at most 366 days; otherwise the answer is 400.
         */
        get: operations["exportClicksCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}/analytics.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export an analytics report as CSV
         * @description One report a file, with the numbers of its JSON route: `days` (day, clicks, installs), `countries`, `platforms`, `referrers` (referrer_host) and `links` (slug, clicks, installs) over `from`..`to` as GET /api/projects/{projectId}/analytics; `campaigns` and `influencers` all time as GET /api/campaigns and GET /api/analytics/influencers; `referrals` (per referrer: label, clicks, installs, referrals, qualified, flagged) over `range` as GET /api/referrals. Both days are included. `from` must not be after `to` (nor after today when `to` is left out), and the range may span at most 366 days; otherwise the answer is 400.
         */
        get: operations["exportAnalyticsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhooks
         * @description Every webhook of the project, oldest first; secrets are never answered again.
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Create a webhook
         * @description An https URL that resolves to public addresses only, the events it wants, and on/off. The answer carries the signing secret, shown this once. At most 10 a project; `link.clicked` needs the indie or studio plan. Owners, editors and secret keys.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}/webhooks/{webhookId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a webhook */
        get: operations["getWebhook"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook
         * @description The webhook and its pending deliveries.
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        /**
         * Change a webhook
         * @description Any of url, events, enabled. Turning a webhook back on after a 410 turned it off makes it deliver again.
         */
        patch: operations["updateWebhook"];
        trace?: never;
    };
    "/api/projects/{projectId}/webhooks/{webhookId}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List deliveries
         * @description The last 100 deliveries, newest first: status, attempts, the last answer's status, error and duration.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}/webhooks/{webhookId}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test event
         * @description Queues a `webhook.test` event for this webhook only (also when it is off), signed like every delivery; its outcome appears in the deliveries.
         */
        post: operations["sendWebhookTestEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/campaigns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List campaigns with clicks and installs */
        get: operations["listCampaigns"];
        put?: never;
        /**
         * Create a campaign
         * @description Links join it by `campaignId`. Names are unique per project, case-insensitively.
         */
        post: operations["createCampaign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Clicks and installs by day, country, platform, referrer and link
         * @description Default: the last 30 days up to today. Both days are included. `from` must not be after `to` (nor after today when `to` is left out), and the range may span at most 366 days; otherwise the answer is 400.
         */
        get: operations["getProjectAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics/influencers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Influencer statistics */
        get: operations["listInfluencerStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/referrals/track": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Attribute a new user to a referrer
         * @description The first attribution of a user stands; fraud is flagged, not refused. With an API key (publishable or secret) newUserId is required: without it the answer is 400 `newUserId is required when an API key is used`. With a publishable key (from apps and websites) a request with an Origin must come from one of the Allowed Domains. With an ID token newUserId is the signed-in user unless an owner or editor calls. Any origin may call it from a browser (CORS, RateLimit headers exposed).
         */
        post: operations["trackReferral"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/referrals/qualify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a referred user as qualified
         * @description 404 when the user was never attributed. With an API key (publishable or secret) newUserId is required: without it the answer is 400 `newUserId is required when an API key is used`. With a publishable key (from apps and websites) a request with an Origin must come from one of the Allowed Domains. With an ID token newUserId is the signed-in user unless an owner or editor calls. Any origin may call it from a browser (CORS, RateLimit headers exposed).
         */
        post: operations["qualifyReferral"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/referrals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Referral funnel */
        get: operations["getReferralFunnel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/referrals/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Referral totals */
        get: operations["getReferralStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/referrals/leaderboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Top referrers */
        get: operations["getReferralLeaderboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/console-config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The console's sign-in options
         * @description Public. Whether the console offers Firebase Auth sign-in (email/password and Google) and with which web config; `firebase: null` when the deployment has no web API key (docs/console.md). Whether Ferry's own accounts sign in with a password, and which single sign-on provider the console names (docs/accounts.md).
         */
        get: operations["getConsoleConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness
         * @description Answers on every host, from every function.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness
         * @description One cheap read of the store (SQLite: a query; Firestore: one document read within 2 s). 503 names the part that failed; /health stays the liveness answer.
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/match": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deferred deep link on first launch
         * @description The app asks once per install: install referrer, then clipboard token, then fingerprint (docs/deferred-deep-linking.md). The project comes from the host, else `subdomain`: called on the API host (not a project's host or custom domain) without `subdomain`, the answer is 400. 10 requests a minute per IP. `deviceInfo` is an open object: facts Ferry does not use are ignored, never stored. No credential is needed; with `debug: true` and the project's secret key as `Authorization: Bearer sk_...`, the answer adds `reason` and `checks` (why it matched or not: a code and a sentence per signal tried). Any other credential with `debug` is ignored, never refused. Any origin may call it from a browser (CORS, RateLimit headers exposed).
         */
        post: operations["matchInstall"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/match/signals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The deepview's device signals
         * @description Sent by the deepview page with sendBeacon, so any Content-Type is read as JSON. Checked like every body: 400 INVALID_ARGUMENT naming the field; a client hint of an unexpected shape is dropped.
         */
        post: operations["sendDeviceSignals"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pixel/{projectId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retargeting pixel
         * @description A 1x1 GIF that records a keyed hash of the visitor (no cookie); the same GIF for unknown projects. 120 a minute per IP.
         */
        get: operations["getPixel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}/journey.js": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Web banner script
         * @description For websites to embed (docs/web-banner.md); cacheable for 5 minutes, then revalidated with its ETag.
         */
        get: operations["getJourneyScript"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/apple-app-site-association": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Apple app site association (Universal Links)
         * @description Built from the project settings; 404 until they name the app. Never a redirect (Apple and Google refuse one).
         */
        get: operations["getAppleAppSiteAssociation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/apple-app-site-association": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Apple app site association, at the root (older iOS)
         * @description Built from the project settings; 404 until they name the app. Never a redirect (Apple and Google refuse one).
         */
        get: operations["getAppleAppSiteAssociationAtRoot"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/assetlinks.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Android asset links (App Links)
         * @description Built from the project settings; 404 until they name the app. Never a redirect (Apple and Google refuse one).
         */
        get: operations["getAssetLinks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open a short link
         * @description A counted visit. Unknown host or slug: the 404 page (or a 302 to the project's catch-all URL). Crawlers get a preview page; a scheduled link the Coming Soon page; an expired or capped one the 410 page; a password link the password form; a spent monthly click quota the 403 page. Otherwise by platform: a geo rule, App Clip or Instant App URL, the deepview page or the store on mobile, desktopUrl, a live fallback or the desktop deepview on the web (docs/link-host.md).
         */
        get: operations["visitLink"];
        put?: never;
        /**
         * Send a password link's form
         * @description The right password continues as a GET would; a wrong one shows the form again (401, its RateLimit-* headers counting the tries left); more than 5 wrong tries per IP and link, or 100 per link, in 15 minutes: 429, with Retry-After and RateLimit-* for that lockout.
         */
        post: operations["unlockLink"];
        delete?: never;
        options?: never;
        /**
         * Check a short link (not counted)
         * @description The answer a GET would get, without a body; never counted as a click.
         */
        head: operations["checkLink"];
        patch?: never;
        trace?: never;
    };
    "/api/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This document */
        get: operations["getOpenApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** API reference page */
        get: operations["getApiReference"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/docs/assets/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The reference page's scripts and styles */
        get: operations["getApiReferenceAsset"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "link.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A link created (also in bulk, from a CSV file, or by cloning)
         * @description A link is created: `POST /api/links`, bulk, batch, a CSV import or a clone, one event per link. Signed with the webhook's secret: check Ferry-Webhook-Signature over the raw body.
         */
        post: operations["linkCreatedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "link.deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A link deleted
         * @description A link is deleted. Signed with the webhook's secret: check Ferry-Webhook-Signature over the raw body.
         */
        post: operations["linkDeletedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "link.clicked": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Every counted visit (indie and studio plans)
         * @description A counted visit (redirect or deepview; not crawlers, HEAD, Coming Soon or 410 pages), raised 40 s to about 2 minutes after it. The event id is `evt_click_<clickId>`. Signed with the webhook's secret: check Ferry-Webhook-Signature over the raw body.
         */
        post: operations["linkClickedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "link.broken": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The daily check found a link's destination down
         * @description The daily health check finds a link's web destination dead when it was live (or never checked); not again while it stays dead. Signed with the webhook's secret: check Ferry-Webhook-Signature over the raw body.
         */
        post: operations["linkBrokenEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "install.matched": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An app install matched to its click
         * @description `POST /api/match` matches an install to its click, once per install. Signed with the webhook's secret: check Ferry-Webhook-Signature over the raw body.
         */
        post: operations["installMatchedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "referral.tracked": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new user attributed to a referrer
         * @description A new user is attributed to a referrer (not a replay or a duplicate). Signed with the webhook's secret: check Ferry-Webhook-Signature over the raw body.
         */
        post: operations["referralTrackedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "referral.qualified": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A referral qualified
         * @description The attribution qualifies, the first time. Signed with the webhook's secret: check Ferry-Webhook-Signature over the raw body.
         */
        post: operations["referralQualifiedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook.test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A test event, sent on request
         * @description `POST /api/projects/{projectId}/webhooks/{webhookId}/test` sends it to that webhook only (also when it is off); no webhook subscribes to it. Signed with the webhook's secret: check Ferry-Webhook-Signature over the raw body.
         */
        post: operations["webhookTestEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        AcceptInvitationRequest: {
            token: string;
            password: string;
        };
        AddMemberRequest: {
            /** @description An email address, as sent: no space around it; compared lower-cased */
            email?: string;
            uid?: string;
            /** @enum {string} */
            role: "editor" | "viewer";
            /** @description Optional; when given it must be the project of the path (an empty one is 400) */
            projectId?: string;
        } & ({
            email: unknown;
        } | {
            uid: unknown;
        });
        ApiKeyCreated: {
            id: string;
            projectId: string;
            /** @enum {string} */
            type: "secret" | "publishable";
            /** @description The first characters of the key, to tell keys apart */
            prefix: string;
            name: string;
            /** Format: date-time */
            createdAt: string;
            /** @constant */
            success: true;
            /** @description The key itself: shown once, only its hash is stored */
            key: string;
        };
        ApiKeyList: {
            id: string;
            projectId: string;
            /** @enum {string} */
            type: "secret" | "publishable";
            /** @description The first characters of the key, to tell keys apart */
            prefix: string;
            name: string;
            /** Format: date-time */
            createdAt: string;
        }[];
        AppleAppSiteAssociation: {
            applinks: {
                apps: string[];
                details: {
                    appIDs: string[];
                    components: {
                        "/": string;
                        /** @constant */
                        exclude?: true;
                    }[];
                    appID: string;
                    paths: string[];
                }[];
            };
            appclips?: {
                apps: string[];
            };
        };
        AssetLinks: {
            relation: string[];
            target: {
                /** @constant */
                namespace: "android_app";
                package_name: string;
                sha256_cert_fingerprints: string[];
            };
        }[];
        BatchLinksRequest: {
            projectId?: string & (unknown & unknown);
            title: string & (unknown & unknown);
            /** @description The in-app route, any scheme but javascript:, data:, vbscript: and file:; #{...} variables are filled in */
            deepLink?: string & (unknown & unknown);
            /** @description Key-value payload returned on match and resolve: an open object, at most 8 KB as JSON, 16 levels and 1,024 keys and items. At every level no key is empty or both starts and ends with `__`, and no array sits directly inside an array (Firestore keeps neither) */
            params?: {
                [key: string]: unknown;
            };
            /** @description Custom slug, case-sensitive; generated from the title when omitted */
            slug?: string;
            /**
             * Format: uri
             * @description Where desktop visitors go instead of the desktop deepview (http or https)
             */
            desktopUrl?: string & (unknown & unknown);
            utmSource?: string;
            utmMedium?: string;
            utmCampaign?: string;
            utmContent?: string;
            utmTerm?: string;
            /**
             * Format: date-time
             * @description From then on the link answers 410
             */
            expiresAt?: string;
            /** @description After this many clicks the link answers 410 */
            maxClicks?: number;
            /** @description Minutes after a click that a fingerprint match may name it; overrides the project's */
            matchWindowMinutes?: number;
            /** @description Visitors must enter it first; stored as a hash, never returned */
            password?: string;
            /**
             * Format: date-time
             * @description Until then visitors see a Coming Soon page
             */
            scheduledAt?: string;
            /** @description Visitors from these countries go to url; answered as {countries, url} */
            geoRouting?: ({
                countries: string[];
                /**
                 * Format: uri
                 * @description An http or https URL as browsers read it (WHATWG): at most 2048 characters, no spaces or control characters
                 */
                url: string & (unknown & unknown);
            } | {
                country: string;
                /**
                 * Format: uri
                 * @description An http or https URL as browsers read it (WHATWG): at most 2048 characters, no spaces or control characters
                 */
                url: string & (unknown & unknown);
            })[];
            /** @description https URLs (or {url}) probed in order for web visitors without desktopUrl; the first live one wins */
            fallbackChain?: ((string & (unknown & unknown)) | {
                /**
                 * Format: uri
                 * @description An https URL as browsers read it (WHATWG): at most 2048 characters, no spaces or control characters
                 */
                url: string & (unknown & unknown);
            })[];
            /** @description Counts clicks and installs for this influencer */
            influencerId?: string;
            /** @description The campaign (cmp_…) the link belongs to */
            campaignId?: string;
            /** @description Social preview title */
            ogTitle?: string;
            /** @description Social preview description */
            ogDescription?: string;
            /**
             * Format: uri
             * @description Social preview image (https)
             */
            ogImageUrl?: string & (unknown & unknown);
            tags?: (string & (unknown & unknown))[];
            /**
             * Format: uri
             * @description iPhone visitors go to this App Clip URL (https)
             */
            appClipUrl?: string & (unknown & unknown);
            /**
             * Format: uri
             * @description Android visitors go to this Instant App URL (https)
             */
            instantAppUrl?: string & (unknown & unknown);
            /**
             * Format: uri
             * @description Expired, capped or not-yet-scheduled visits go here (302) instead of the 410 or Coming Soon page; overrides the project's
             */
            expiredUrl?: string & (unknown & unknown);
        }[];
        BulkLinksRequest: {
            projectId?: string & (unknown & unknown);
            links: {
                projectId?: string & (unknown & unknown);
                title: string & (unknown & unknown);
                /** @description The in-app route, any scheme but javascript:, data:, vbscript: and file:; #{...} variables are filled in */
                deepLink?: string & (unknown & unknown);
                /** @description Key-value payload returned on match and resolve: an open object, at most 8 KB as JSON, 16 levels and 1,024 keys and items. At every level no key is empty or both starts and ends with `__`, and no array sits directly inside an array (Firestore keeps neither) */
                params?: {
                    [key: string]: unknown;
                };
                /** @description Custom slug, case-sensitive; generated from the title when omitted */
                slug?: string;
                /**
                 * Format: uri
                 * @description Where desktop visitors go instead of the desktop deepview (http or https)
                 */
                desktopUrl?: string & (unknown & unknown);
                utmSource?: string;
                utmMedium?: string;
                utmCampaign?: string;
                utmContent?: string;
                utmTerm?: string;
                /**
                 * Format: date-time
                 * @description From then on the link answers 410
                 */
                expiresAt?: string;
                /** @description After this many clicks the link answers 410 */
                maxClicks?: number;
                /** @description Minutes after a click that a fingerprint match may name it; overrides the project's */
                matchWindowMinutes?: number;
                /** @description Visitors must enter it first; stored as a hash, never returned */
                password?: string;
                /**
                 * Format: date-time
                 * @description Until then visitors see a Coming Soon page
                 */
                scheduledAt?: string;
                /** @description Visitors from these countries go to url; answered as {countries, url} */
                geoRouting?: ({
                    countries: string[];
                    /**
                     * Format: uri
                     * @description An http or https URL as browsers read it (WHATWG): at most 2048 characters, no spaces or control characters
                     */
                    url: string & (unknown & unknown);
                } | {
                    country: string;
                    /**
                     * Format: uri
                     * @description An http or https URL as browsers read it (WHATWG): at most 2048 characters, no spaces or control characters
                     */
                    url: string & (unknown & unknown);
                })[];
                /** @description https URLs (or {url}) probed in order for web visitors without desktopUrl; the first live one wins */
                fallbackChain?: ((string & (unknown & unknown)) | {
                    /**
                     * Format: uri
                     * @description An https URL as browsers read it (WHATWG): at most 2048 characters, no spaces or control characters
                     */
                    url: string & (unknown & unknown);
                })[];
                /** @description Counts clicks and installs for this influencer */
                influencerId?: string;
                /** @description The campaign (cmp_…) the link belongs to */
                campaignId?: string;
                /** @description Social preview title */
                ogTitle?: string;
                /** @description Social preview description */
                ogDescription?: string;
                /**
                 * Format: uri
                 * @description Social preview image (https)
                 */
                ogImageUrl?: string & (unknown & unknown);
                tags?: (string & (unknown & unknown))[];
                /**
                 * Format: uri
                 * @description iPhone visitors go to this App Clip URL (https)
                 */
                appClipUrl?: string & (unknown & unknown);
                /**
                 * Format: uri
                 * @description Android visitors go to this Instant App URL (https)
                 */
                instantAppUrl?: string & (unknown & unknown);
                /**
                 * Format: uri
                 * @description Expired, capped or not-yet-scheduled visits go here (302) instead of the 410 or Coming Soon page; overrides the project's
                 */
                expiredUrl?: string & (unknown & unknown);
            }[];
        };
        BulkResult: {
            /** @constant */
            success: true;
            created: number;
            links: {
                slug: string;
                /** Format: uri */
                shortUrl: string;
            }[];
            /**
             * @description Only when the plan's monthly link limit stopped part of the request
             * @constant
             */
            limitReached?: true;
            notCreated?: number;
        };
        CampaignCreated: {
            /** @constant */
            success: true;
            campaign: {
                id: string;
                projectId: string;
                name: string;
                /** @description "" when none was given */
                description: string;
                /** Format: date-time */
                createdAt: string;
            };
        };
        CampaignList: {
            id: string;
            projectId: string;
            name: string;
            /** @description "" when none was given */
            description: string;
            /** Format: date-time */
            createdAt: string;
            /** @description All-time clicks of the links that name this campaign */
            clicks: number;
            installs: number;
        }[];
        ClickHistory: {
            /** Format: date-time */
            clickedAt: string;
            /** @description ISO 3166-1 alpha-2; XX when unknown */
            country: string;
            redirectChain: string[];
            /** @enum {string} */
            platform: "ios" | "android" | "web";
            referrerHost: string | null;
            userAgentFamily: string;
        }[];
        CloneLinkRequest: {
            projectId?: string & (unknown & unknown);
        };
        ConsoleConfig: {
            /** @description The Firebase web config for Firebase Auth sign-in (FIREBASE_WEB_API_KEY, FIREBASE_AUTH_DOMAIN), or null: API-key sign-in only */
            firebase: {
                apiKey: string;
                authDomain: string;
                projectId: string;
            } | null;
            /** @description The Auth emulator URL, when FIREBASE_AUTH_EMULATOR_HOST is set */
            authEmulator?: string;
            /** @description Whether Ferry's own accounts sign in here with email and password (POST /api/auth/login): self-hosted, yes */
            password: boolean;
            /** @description The single sign-on provider the console offers, whose button opens GET /api/auth/oidc/start (self-hosted with OIDC_ISSUER set); null: none */
            oidc: {
                /** @description The button label, OIDC_NAME (default `single sign-on`) */
                name: string;
            } | null;
        };
        ConvertLegacyLinksRequest: {
            projectId?: string;
            legacyLinks: string[];
        };
        ConvertResult: {
            converted: number;
            failed: number;
            links: {
                slug: string;
                /** Format: uri */
                shortUrl: string;
                legacyLink: string;
                notes: string[];
            }[];
            errors: {
                index: number;
                /** @description The entry as sent */
                legacyLink: string;
                reason: string;
            }[];
        };
        CreateCampaignRequest: {
            projectId?: string & (unknown & unknown);
            name: string & (unknown & unknown);
            description?: string;
        };
        CreateKeyRequest: {
            /** @enum {string} */
            type: "secret" | "publishable";
            name?: string;
            /** @description Optional; when given it must be the project of the path (an empty one is 400) */
            projectId?: string;
        };
        CreateLinkRequest: {
            projectId?: string & (unknown & unknown);
            title: string & (unknown & unknown);
            /** @description The in-app route, any scheme but javascript:, data:, vbscript: and file:; #{...} variables are filled in */
            deepLink: string & (unknown & unknown);
            /** @description Key-value payload returned on match and resolve: an open object, at most 8 KB as JSON, 16 levels and 1,024 keys and items. At every level no key is empty or both starts and ends with `__`, and no array sits directly inside an array (Firestore keeps neither) */
            params?: {
                [key: string]: unknown;
            };
            /** @description Custom slug, case-sensitive; generated from the title when omitted */
            slug?: string;
            /**
             * Format: uri
             * @description Where desktop visitors go instead of the desktop deepview (http or https)
             */
            desktopUrl?: string & (unknown & unknown);
            utmSource?: string;
            utmMedium?: string;
            utmCampaign?: string;
            utmContent?: string;
            utmTerm?: string;
            /**
             * Format: date-time
             * @description From then on the link answers 410
             */
            expiresAt?: string;
            /** @description After this many clicks the link answers 410 */
            maxClicks?: number;
            /** @description Minutes after a click that a fingerprint match may name it; overrides the project's */
            matchWindowMinutes?: number;
            /** @description Visitors must enter it first; stored as a hash, never returned */
            password?: string;
            /**
             * Format: date-time
             * @description Until then visitors see a Coming Soon page
             */
            scheduledAt?: string;
            /** @description Visitors from these countries go to url; answered as {countries, url} */
            geoRouting?: ({
                countries: string[];
                /**
                 * Format: uri
                 * @description An http or https URL as browsers read it (WHATWG): at most 2048 characters, no spaces or control characters
                 */
                url: string & (unknown & unknown);
            } | {
                country: string;
                /**
                 * Format: uri
                 * @description An http or https URL as browsers read it (WHATWG): at most 2048 characters, no spaces or control characters
                 */
                url: string & (unknown & unknown);
            })[];
            /** @description https URLs (or {url}) probed in order for web visitors without desktopUrl; the first live one wins */
            fallbackChain?: ((string & (unknown & unknown)) | {
                /**
                 * Format: uri
                 * @description An https URL as browsers read it (WHATWG): at most 2048 characters, no spaces or control characters
                 */
                url: string & (unknown & unknown);
            })[];
            /** @description Counts clicks and installs for this influencer */
            influencerId?: string;
            /** @description The campaign (cmp_…) the link belongs to */
            campaignId?: string;
            /** @description Social preview title */
            ogTitle?: string;
            /** @description Social preview description */
            ogDescription?: string;
            /**
             * Format: uri
             * @description Social preview image (https)
             */
            ogImageUrl?: string & (unknown & unknown);
            tags?: (string & (unknown & unknown))[];
            /**
             * Format: uri
             * @description iPhone visitors go to this App Clip URL (https)
             */
            appClipUrl?: string & (unknown & unknown);
            /**
             * Format: uri
             * @description Android visitors go to this Instant App URL (https)
             */
            instantAppUrl?: string & (unknown & unknown);
            /**
             * Format: uri
             * @description Expired, capped or not-yet-scheduled visits go here (302) instead of the 410 or Coming Soon page; overrides the project's
             */
            expiredUrl?: string & (unknown & unknown);
        };
        CreateProjectRequest: {
            subdomain: string;
            name: string & (unknown & unknown);
        };
        CreateWebhook: {
            /**
             * Format: uri
             * @description An http or https URL as browsers read it (WHATWG): at most 2048 characters, no spaces or control characters
             */
            url: string & (unknown & unknown);
            events: components["schemas"]["WebhookEventType"][];
            /** @default true */
            enabled: boolean;
            /** @description Optional; when given it must be the project of the path (an empty one is 400) */
            projectId?: string;
        };
        CsvImportForm: {
            /** @description CSV, at most 400 rows and 1 MB. The header names the columns: title, deepLink, slug, desktopUrl, utmSource, utmMedium, utmCampaign, utmContent, utmTerm, expiresAt, maxClicks, matchWindowMinutes, password, scheduledAt, influencerId, campaignId, ogTitle, ogDescription, ogImageUrl, tags, appClipUrl, instantAppUrl, expiredUrl; tags are separated by | */
            file: string;
            /** @description Required with an ID token */
            projectId?: string;
        };
        CsvImportResult: {
            /** @constant */
            success: true;
            created: number;
            links: {
                slug: string;
                /** Format: uri */
                shortUrl: string;
            }[];
            /**
             * @description Only when the plan's monthly link limit stopped part of the request
             * @constant
             */
            limitReached?: true;
            notCreated?: number;
            skipped: number;
            errors: {
                /** @description Line of the file where the record starts (header = 1) */
                row: number;
                message: string;
            }[];
        };
        DeviceSignals: {
            screen?: {
                width: number;
                height: number;
                pixelRatio?: number;
            };
            timezone?: string | null;
            language?: string | null;
            languages?: string[];
            platformVersion?: string;
            model?: string;
        };
        Domain: {
            domain: {
                hostname: string;
                /**
                 * @description active once DNS verification passed; new links then use it
                 * @enum {string}
                 */
                status: "pending" | "active";
                /** @description The record to create at your DNS provider */
                dnsRecord: {
                    /** @constant */
                    type: "CNAME";
                    name: string;
                    value: string;
                };
            } | null;
            /** @description Firebase only, when the Hosting automation is on: the names Ferry keeps on the Hosting site */
            hosting?: {
                /** @description The Hosting site new names are added to (HOSTING_SITE_ID) */
                site: string;
                /** @description How many custom domains the site may carry (HOSTING_DOMAIN_LIMIT) */
                domainLimit: number;
                /** @description How many Ferry has added to it */
                domainsUsed: number;
                /** @description How many more it takes; at 0 new projects and domains are refused (SITE_FULL) */
                headroom: number;
                host: {
                    /** @description The name on the Hosting site: the project's host or its custom domain */
                    name: string;
                    /** @description The Hosting site it was added to; null until Ferry asked for it */
                    site: string | null;
                    /** @enum {string} */
                    stage: "not-added" | "adding" | "dns" | "certificate" | "active" | "failed" | "site-full" | "removing";
                    /** @description In words: "waiting for DNS", "issuing certificate", "active", or what is wrong */
                    progress: string;
                    /** @description What Hosting asks the owner to change at their DNS provider; empty once DNS is right */
                    dnsRecords: {
                        type: string;
                        name: string;
                        value: string;
                        /** @enum {string} */
                        action: "ADD" | "REMOVE";
                    }[];
                    /** @description Hosting's HostState, e.g. HOST_ACTIVE */
                    hostState: string | null;
                    /** @description Hosting's OwnershipState, e.g. OWNERSHIP_ACTIVE */
                    ownershipState: string | null;
                    /** @description Hosting's certificate state, e.g. CERT_ACTIVE */
                    certState: string | null;
                    /** @description What Hosting reports as wrong, in its words */
                    issues: string[];
                    /** @description The last call to Hosting that failed, if the latest did; it is retried */
                    lastError: string | null;
                    /** @description When Ferry last heard from Hosting about it */
                    updatedAt: string | null;
                    /** @description When Ferry looks again; null when nothing is left to do */
                    nextCheckAt: string | null;
                };
                customDomain: {
                    /** @description The name on the Hosting site: the project's host or its custom domain */
                    name: string;
                    /** @description The Hosting site it was added to; null until Ferry asked for it */
                    site: string | null;
                    /** @enum {string} */
                    stage: "not-added" | "adding" | "dns" | "certificate" | "active" | "failed" | "site-full" | "removing";
                    /** @description In words: "waiting for DNS", "issuing certificate", "active", or what is wrong */
                    progress: string;
                    /** @description What Hosting asks the owner to change at their DNS provider; empty once DNS is right */
                    dnsRecords: {
                        type: string;
                        name: string;
                        value: string;
                        /** @enum {string} */
                        action: "ADD" | "REMOVE";
                    }[];
                    /** @description Hosting's HostState, e.g. HOST_ACTIVE */
                    hostState: string | null;
                    /** @description Hosting's OwnershipState, e.g. OWNERSHIP_ACTIVE */
                    ownershipState: string | null;
                    /** @description Hosting's certificate state, e.g. CERT_ACTIVE */
                    certState: string | null;
                    /** @description What Hosting reports as wrong, in its words */
                    issues: string[];
                    /** @description The last call to Hosting that failed, if the latest did; it is retried */
                    lastError: string | null;
                    /** @description When Ferry last heard from Hosting about it */
                    updatedAt: string | null;
                    /** @description When Ferry looks again; null when nothing is left to do */
                    nextCheckAt: string | null;
                } | null;
            };
        };
        DomainRemoved: {
            /** @constant */
            success: true;
            domain: null;
        };
        DomainSet: {
            /** @constant */
            success: true;
            domain: {
                hostname: string;
                /**
                 * @description active once DNS verification passed; new links then use it
                 * @enum {string}
                 */
                status: "pending" | "active";
                /** @description The record to create at your DNS provider */
                dnsRecord: {
                    /** @constant */
                    type: "CNAME";
                    name: string;
                    value: string;
                };
            } | null;
            project: components["schemas"]["Project"];
        };
        DomainVerified: {
            /** @constant */
            success: true;
            verified: boolean;
            /** @description Why DNS does not verify yet (only when verified is false) */
            reason?: string;
            domain: {
                hostname: string;
                /**
                 * @description active once DNS verification passed; new links then use it
                 * @enum {string}
                 */
                status: "pending" | "active";
                /** @description The record to create at your DNS provider */
                dnsRecord: {
                    /** @constant */
                    type: "CNAME";
                    name: string;
                    value: string;
                };
            } | null;
        };
        Health: {
            /** @constant */
            status: "ok";
            /** @description Milliseconds since 1970 */
            timestamp: number;
            /** @description Seconds */
            uptime: number;
        };
        InfluencerStatsList: {
            influencerId: string;
            clicks: number;
            installs: number;
            /** @description Distinct visitors (keyed hash of IP and user agent) */
            uniqueUsers: number;
        }[];
        InstallMatchedEvent: {
            /** @description The same on every retry (and sent as Ferry-Webhook-Id): drop duplicates by it */
            id: string;
            /** @constant */
            type: "install.matched";
            /** Format: date-time */
            createdAt: string;
            projectId: string;
            data: {
                /** @description The link's slug */
                slug: string;
                clickId: string;
                /** Format: date-time */
                clickedAt: string;
                /** @enum {string} */
                platform: "ios" | "android";
                /** @enum {string} */
                matchType: "referrer" | "clipboard" | "fingerprint";
                confidence: number;
                /** Format: date-time */
                matchedAt: string;
            };
        };
        Link: {
            slug: string;
            title: string;
            /** Format: uri */
            shortUrl: string;
            projectId: string;
            deepLink?: string;
            /** @description Key-value payload returned on match and resolve (open object) */
            params: {
                [key: string]: unknown;
            };
            desktopUrl?: string;
            utmSource?: string;
            utmMedium?: string;
            utmCampaign?: string;
            utmContent?: string;
            utmTerm?: string;
            /** Format: date-time */
            expiresAt?: string;
            maxClicks?: number;
            matchWindowMinutes?: number;
            /** Format: date-time */
            scheduledAt?: string;
            geoRouting: {
                countries: string[];
                url: string;
            }[];
            fallbackChain: string[];
            influencerId?: string;
            campaignId?: string;
            ogTitle?: string;
            ogDescription?: string;
            ogImageUrl?: string;
            tags: string[];
            appClipUrl?: string;
            instantAppUrl?: string;
            expiredUrl?: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description The daily check of the web destination (desktopUrl, else the fallback chain); absent until the first check */
            health?: {
                /** @enum {string} */
                status: "live" | "dead";
                /** Format: date-time */
                checkedAt: string;
                lastError: string | null;
            };
            /** @description The password itself is never returned */
            hasPassword: boolean;
            /** @description The first URL of fallbackChain */
            fallbackUrl: string | null;
            /** @description All-time clicks; on GET of a link and in the list */
            clicks?: number;
        };
        LinkBrokenEvent: {
            /** @description The same on every retry (and sent as Ferry-Webhook-Id): drop duplicates by it */
            id: string;
            /** @constant */
            type: "link.broken";
            /** Format: date-time */
            createdAt: string;
            projectId: string;
            data: {
                /** @description The link's slug */
                slug: string;
                shortUrl: string;
                title: string;
                desktopUrl: string | null;
                fallbackChain: string[];
                /** @description The URL found dead and what it answered */
                lastError: string | null;
                /** Format: date-time */
                checkedAt: string;
                /** @description null when the link had never been checked */
                previousCheckAt: string | null;
            };
        };
        LinkChanged: {
            /** @constant */
            success: true;
            link: components["schemas"]["Link"];
        };
        LinkClickedEvent: {
            /** @description The same on every retry (and sent as Ferry-Webhook-Id): drop duplicates by it */
            id: string;
            /** @constant */
            type: "link.clicked";
            /** Format: date-time */
            createdAt: string;
            projectId: string;
            data: {
                /** @description The link's slug */
                slug: string;
                clickId: string;
                /** Format: date-time */
                clickedAt: string;
                /** @enum {string} */
                platform: "ios" | "android" | "web";
                /** @description ISO 3166-1 alpha-2, `XX` when unknown */
                country: string;
                os: string | null;
                osVersion: string | null;
                /** @description Browser or app family from the user agent ("Mobile Safari", "Instagram") */
                browser: string;
                referrerHost: string | null;
                campaignId: string | null;
                influencerId: string | null;
            };
        };
        LinkCreated: {
            /** @constant */
            success: true;
            slug: string;
            /** Format: uri */
            shortUrl: string;
            link: components["schemas"]["Link"];
        };
        LinkCreatedEvent: {
            /** @description The same on every retry (and sent as Ferry-Webhook-Id): drop duplicates by it */
            id: string;
            /** @constant */
            type: "link.created";
            /** Format: date-time */
            createdAt: string;
            projectId: string;
            data: {
                /** @description The link's slug */
                slug: string;
                shortUrl: string;
                title: string;
                deepLink: string | null;
                desktopUrl: string | null;
                tags: string[];
                campaignId: string | null;
                /** Format: date-time */
                createdAt: string;
            };
        };
        LinkDeletedEvent: {
            /** @description The same on every retry (and sent as Ferry-Webhook-Id): drop duplicates by it */
            id: string;
            /** @constant */
            type: "link.deleted";
            /** Format: date-time */
            createdAt: string;
            projectId: string;
            data: {
                /** @description The link's slug */
                slug: string;
                /** Format: date-time */
                deletedAt: string;
            };
        };
        LinkList: components["schemas"]["Link"][];
        MatchRequest: {
            subdomain?: string;
            userAgent?: string;
            clipboard?: string;
            installReferrer?: string;
            /** @description With the project's secret key (Authorization: Bearer sk_...): the answer adds `reason` and `checks`. Ignored otherwise */
            debug?: boolean;
            /** @description What the device knows of itself: an open object; facts Ferry does not use are ignored, never stored */
            deviceInfo?: {
                userAgent?: string;
                timestamp?: number | string;
                os?: string;
                osVersion?: string;
                model?: string;
                screen?: {
                    width: number;
                    height: number;
                    pixelRatio?: number;
                };
                timezone?: string;
                language?: string;
            };
        };
        MatchResult: {
            /** @constant */
            matched: false;
            /** @description Debug only: why the answer is what it is (the last entry of `checks`) */
            reason?: {
                /**
                 * @description The signal this reason is about
                 * @enum {string}
                 */
                signal: "referrer" | "clipboard" | "fingerprint";
                /** @enum {string} */
                code: "matched" | "matched_again" | "no_token" | "token_unknown" | "expired" | "consumed" | "link_deleted" | "no_os" | "no_clicks" | "crowded" | "ruled_out" | "ambiguous" | "low_confidence";
                /** @description One sentence for the developer; its wording may change, the code does not */
                message: string;
            };
            /** @description Debug only: every signal tried, in order, and what it gave */
            checks?: {
                /**
                 * @description The signal this reason is about
                 * @enum {string}
                 */
                signal: "referrer" | "clipboard" | "fingerprint";
                /** @enum {string} */
                code: "matched" | "matched_again" | "no_token" | "token_unknown" | "expired" | "consumed" | "link_deleted" | "no_os" | "no_clicks" | "crowded" | "ruled_out" | "ambiguous" | "low_confidence";
                /** @description One sentence for the developer; its wording may change, the code does not */
                message: string;
            }[];
        } | {
            /** @constant */
            matched: true;
            /** @description With #{...} variables filled in; "" when the link has none */
            deepLink: string;
            params: {
                [key: string]: unknown;
            };
            slug: string;
            subdomain: string;
            title: string;
            projectId: string;
            /** Format: date-time */
            clickedAt: string;
            /** @enum {string} */
            matchType: "referrer" | "clipboard" | "fingerprint";
            confidence: number;
            /** @description Debug only: why the answer is what it is (the last entry of `checks`) */
            reason?: {
                /**
                 * @description The signal this reason is about
                 * @enum {string}
                 */
                signal: "referrer" | "clipboard" | "fingerprint";
                /** @enum {string} */
                code: "matched" | "matched_again" | "no_token" | "token_unknown" | "expired" | "consumed" | "link_deleted" | "no_os" | "no_clicks" | "crowded" | "ruled_out" | "ambiguous" | "low_confidence";
                /** @description One sentence for the developer; its wording may change, the code does not */
                message: string;
            };
            /** @description Debug only: every signal tried, in order, and what it gave */
            checks?: {
                /**
                 * @description The signal this reason is about
                 * @enum {string}
                 */
                signal: "referrer" | "clipboard" | "fingerprint";
                /** @enum {string} */
                code: "matched" | "matched_again" | "no_token" | "token_unknown" | "expired" | "consumed" | "link_deleted" | "no_os" | "no_clicks" | "crowded" | "ruled_out" | "ambiguous" | "low_confidence";
                /** @description One sentence for the developer; its wording may change, the code does not */
                message: string;
            }[];
        };
        MemberAdded: {
            /** @constant */
            success: true;
            member: {
                /** @description null while the invite waits for an account with this email */
                uid: string | null;
                email: string | null;
                /** @enum {string} */
                role: "editor" | "viewer";
                /** @description true: stored as an invite, applied when an account with this email signs in */
                pending: boolean;
            };
        };
        MemberChanged: {
            /** @constant */
            success: true;
            member: {
                uid: string;
                /** @enum {string} */
                role: "editor" | "viewer";
            };
        };
        MemberList: {
            /** @description The owner first, then the members by uid */
            members: {
                uid: string;
                /** @description The account's email; null for a Firebase user (Ferry does not keep their email) */
                email: string | null;
                /** @enum {string} */
                role: "owner" | "editor" | "viewer";
            }[];
            /** @description Roles given by email to people without an account yet, by email; each becomes a member when an account with that email signs in */
            invites: {
                email: string;
                /** @enum {string} */
                role: "owner" | "editor" | "viewer";
                /** Format: date-time */
                invitedAt: string;
            }[];
        };
        MemberRoleRequest: {
            /** @enum {string} */
            role: "editor" | "viewer";
            /** @description Optional; when given it must be the project of the path (an empty one is 400) */
            projectId?: string;
        };
        MigrationPreview: {
            deepLink: string;
            ogTitle: string;
            ogDescription: string;
            utmSource: string;
            utmMedium: string;
            utmCampaign: string;
            utmContent: string;
            utmTerm: string;
            ogImageUrl: string;
            desktopUrl: string;
            title: string;
            fallbackChain: string[];
            /** @description Project settings the legacy link named (apn, ibi, isi): set them on the project */
            appSettings: {
                androidPackageName?: string;
                iosBundleId?: string;
                iosAppStoreId?: string;
            };
            /** @description What did not map exactly, one sentence each */
            notes: string[];
        };
        NotReady: {
            /** @constant */
            status: "unavailable";
            checks: {
                /** @constant */
                store: "failed";
            };
            error: string;
        };
        PasswordForm: {
            password?: string;
        };
        PreviewLegacyLinkRequest: {
            /** @description A long legacy dynamic link, e.g. https://x.page.link/?link=... */
            legacyLink: string;
        };
        Project: {
            id: string;
            name: string;
            subdomain: string;
            /** @enum {string} */
            plan: "free" | "indie" | "studio";
            ownerUid: string | null;
            customDomain: {
                hostname: string;
                /** @enum {string} */
                status: "pending" | "active";
            } | null;
            /** @description The fingerprint match window in force (1440 when not set) */
            matchWindowMinutes: number;
            /** @description Days raw clicks are kept (90 when not set); counters and daily reports are kept for good */
            clickRetentionDays: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            appName?: string;
            iconUrl?: string;
            uriScheme?: string;
            ios?: {
                bundleId?: string;
                teamId?: string;
                appStoreId?: string;
                appClipBundleId?: string;
            };
            android?: {
                packageName?: string;
                sha256CertFingerprints?: string[];
            };
            deepview?: {
                enabled?: boolean;
                primaryColor?: string;
                backgroundColor?: string;
                layout?: string;
                removeBranding?: boolean;
            };
            allowedDomains?: string[];
            catchAllUrl?: string;
            /** @description Where expired, capped or not-yet-scheduled links send visitors when they name no expiredUrl of their own */
            expiredUrl?: string;
            /** @description Where the project's links live: its subdomain host, or its active custom domain */
            host: string;
            members: {
                uid: string;
                /** @enum {string} */
                role: "editor" | "viewer";
            }[];
        };
        ProjectAnalytics: {
            projectId: string;
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            totals: {
                clicks: number;
                installs: number;
            };
            /** @description Every day of the range, zeros included */
            clicksByDay: {
                /** Format: date */
                date: string;
                clicks: number;
                installs: number;
            }[];
            byCountry: {
                country: string;
                clicks: number;
            }[];
            byPlatform: {
                platform: string;
                clicks: number;
            }[];
            byReferrer: {
                /** @description (direct) when the browser sent no Referer */
                referrerHost: string;
                clicks: number;
            }[];
            topLinks: {
                slug: string;
                clicks: number;
                installs: number;
            }[];
        };
        ProjectChanged: {
            /** @constant */
            success: true;
            project: components["schemas"]["Project"];
        };
        ProjectList: components["schemas"]["Project"][];
        ProjectUsage: {
            /** @description The UTC calendar month counted, e.g. 2026-11 */
            month: string;
            /** @enum {string} */
            plan: "free" | "indie" | "studio";
            /** @description Links created this month */
            links: {
                used: number;
                /** @description The plan's monthly limit; null when the plan has none */
                limit: number | null;
            };
            /** @description Clicks counted this month */
            clicks: {
                used: number;
                /** @description The plan's monthly limit; null when the plan has none */
                limit: number | null;
            };
            /** @description On Firebase with the Hosting automation on: the room left on the Hosting site every project's host and custom domain is added to */
            hostingDomains?: {
                /** @description The Firebase Hosting site new names are added to */
                site: string;
                /** @description Custom domains Ferry has added to it, for every project */
                used: number;
                /** @description How many it may carry (HOSTING_DOMAIN_LIMIT) */
                limit: number;
                /** @description How many more it takes; at 0 new projects and custom domains are refused (SITE_FULL) */
                headroom: number;
            };
        };
        QrCode: {
            /** @description A data URL of the image */
            qrCode: string;
            /** Format: uri */
            shortUrl: string;
        };
        QualifyReferralRequest: {
            projectId?: string & (unknown & unknown);
            newUserId?: string & (unknown & unknown);
            event?: string;
        };
        QualifyResult: {
            /** @enum {string} */
            status: "attributed" | "qualified";
            flagReason: ("self_referral" | "velocity") | null;
            qualifyEvent: string;
        };
        Readiness: {
            /** @constant */
            status: "ready";
            checks: {
                /** @constant */
                store: "ok";
            };
        };
        ReferralFunnel: {
            /** @enum {string} */
            range: "7d" | "30d" | "all";
            funnel: {
                clicks: number;
                installs: number;
                referrals: number;
                qualified: number;
                clickToInstallRate: number;
            };
            flaggedCount: number;
            referrers: {
                referrerId: string;
                referrerLabel: string | null;
                clicks: number;
                installs: number;
                referrals: number;
                qualified: number;
                flagged: number;
            }[];
        };
        ReferralLeaderboard: {
            referrerId: string;
            referrals: number;
        }[];
        ReferralQualifiedEvent: {
            /** @description The same on every retry (and sent as Ferry-Webhook-Id): drop duplicates by it */
            id: string;
            /** @constant */
            type: "referral.qualified";
            /** Format: date-time */
            createdAt: string;
            projectId: string;
            data: {
                newUserId: string;
                referrerId: string;
                referrerLabel: string | null;
                /** @description The invite link's slug, when the client library knew it */
                linkId: string | null;
                /** @enum {string} */
                status: "attributed" | "qualified";
                /** @description Set when the attribution is flagged as likely fraud */
                flagReason: ("self_referral" | "velocity") | null;
                /** Format: date-time */
                attributedAt: string;
                qualifiedAt: string | null;
                qualifyEvent: string | null;
            };
        };
        ReferralStats: {
            totalReferrals: number;
            uniqueReferrers: number;
            topReferrer: string | null;
        };
        ReferralTrackedEvent: {
            /** @description The same on every retry (and sent as Ferry-Webhook-Id): drop duplicates by it */
            id: string;
            /** @constant */
            type: "referral.tracked";
            /** Format: date-time */
            createdAt: string;
            projectId: string;
            data: {
                newUserId: string;
                referrerId: string;
                referrerLabel: string | null;
                /** @description The invite link's slug, when the client library knew it */
                linkId: string | null;
                /** @enum {string} */
                status: "attributed" | "qualified";
                /** @description Set when the attribution is flagged as likely fraud */
                flagReason: ("self_referral" | "velocity") | null;
                /** Format: date-time */
                attributedAt: string;
                qualifiedAt: string | null;
                qualifyEvent: string | null;
            };
        };
        ResolvedLink: {
            slug: string;
            /** @description "" when the link has none */
            deepLink: string;
            /** @description Key-value payload returned on match and resolve (open object) */
            params: {
                [key: string]: unknown;
            };
            title: string;
        };
        SessionUser: {
            user: {
                /** @description `usr_…`: the id projects name as owner or member */
                uid: string;
                email: string;
            };
        };
        SetDomainRequest: {
            hostname: string | null;
            /** @description Optional; when given it must be the project of the path (an empty one is 400) */
            projectId?: string;
        };
        SignedOut: {
            /** @constant */
            success: true;
        };
        SignInRequest: {
            /** @description An email address, as sent: no space around it; compared lower-cased */
            email: string;
            password: string;
        };
        Success: {
            /** @constant */
            success: true;
        };
        TrackReferralRequest: {
            projectId?: string & (unknown & unknown);
            referrerId: string & (unknown & unknown);
            newUserId?: string & (unknown & unknown);
            referrerLabel?: string;
            linkId?: string;
        };
        TrackResult: {
            /** @enum {string} */
            status: "attributed" | "qualified";
            /** @description Set when the attribution is flagged as likely fraud */
            flagReason: ("self_referral" | "velocity" | "duplicate_user") | null;
        };
        UpdateLinkRequest: {
            projectId?: string & (unknown & unknown);
            title?: string & (unknown & unknown);
            /** @description The in-app route, any scheme but javascript:, data:, vbscript: and file:; #{...} variables are filled in */
            deepLink?: (string & (unknown & unknown)) | null;
            params?: {
                [key: string]: unknown;
            } | null;
            slug?: string;
            desktopUrl?: (string & (unknown & unknown)) | null;
            utmSource?: string | null;
            utmMedium?: string | null;
            utmCampaign?: string | null;
            utmContent?: string | null;
            utmTerm?: string | null;
            expiresAt?: string | null;
            maxClicks?: number | null;
            matchWindowMinutes?: number | null;
            password?: string | null;
            scheduledAt?: string | null;
            geoRouting?: ({
                countries: string[];
                /**
                 * Format: uri
                 * @description An http or https URL as browsers read it (WHATWG): at most 2048 characters, no spaces or control characters
                 */
                url: string & (unknown & unknown);
            } | {
                country: string;
                /**
                 * Format: uri
                 * @description An http or https URL as browsers read it (WHATWG): at most 2048 characters, no spaces or control characters
                 */
                url: string & (unknown & unknown);
            })[] | null;
            fallbackChain?: ((string & (unknown & unknown)) | {
                /**
                 * Format: uri
                 * @description An https URL as browsers read it (WHATWG): at most 2048 characters, no spaces or control characters
                 */
                url: string & (unknown & unknown);
            })[] | null;
            influencerId?: string | null;
            campaignId?: string | null;
            ogTitle?: string | null;
            ogDescription?: string | null;
            ogImageUrl?: (string & (unknown & unknown)) | null;
            tags?: (string & (unknown & unknown))[] | null;
            appClipUrl?: (string & (unknown & unknown)) | null;
            instantAppUrl?: (string & (unknown & unknown)) | null;
            expiredUrl?: (string & (unknown & unknown)) | null;
        };
        UpdateProjectRequest: {
            name?: string & (unknown & unknown);
            appName?: string | null;
            iconUrl?: (string & (unknown & unknown)) | null;
            uriScheme?: (string & (unknown & unknown)) | null;
            ios?: {
                bundleId?: string & (unknown & unknown);
                teamId?: string & (unknown & unknown);
                appStoreId?: string & (unknown & unknown);
                appClipBundleId?: string & (unknown & unknown);
            } | null;
            android?: {
                packageName?: string & (unknown & unknown);
                sha256CertFingerprints?: string[];
            } | null;
            deepview?: {
                enabled?: boolean;
                primaryColor?: string;
                backgroundColor?: string;
                /** @enum {string} */
                layout?: "card" | "full";
                removeBranding?: boolean;
            } | null;
            allowedDomains?: string[] | null;
            customDomain?: string | null;
            catchAllUrl?: (string & (unknown & unknown)) | null;
            expiredUrl?: (string & (unknown & unknown)) | null;
            matchWindowMinutes?: number | null;
            clickRetentionDays?: number | null;
            /** @description Optional; when given it must be the project of the path (an empty one is 400) */
            projectId?: string;
        };
        UpdateWebhook: {
            /**
             * Format: uri
             * @description An http or https URL as browsers read it (WHATWG): at most 2048 characters, no spaces or control characters
             */
            url?: string & (unknown & unknown);
            events?: components["schemas"]["WebhookEventType"][];
            enabled?: boolean;
            /** @description Optional; when given it must be the project of the path (an empty one is 400) */
            projectId?: string;
        } | {
            url: unknown;
        } | {
            events: unknown;
        } | {
            enabled: unknown;
        };
        Webhook: {
            id: string;
            url: string;
            events: components["schemas"]["WebhookEventType"][];
            enabled: boolean;
            /** @description "gone": Ferry turned it off after the receiver answered 410 */
            disabledReason: "gone" | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        WebhookCreated: {
            id: string;
            url: string;
            events: components["schemas"]["WebhookEventType"][];
            enabled: boolean;
            /** @description "gone": Ferry turned it off after the receiver answered 410 */
            disabledReason: "gone" | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description The signing secret: shown this once, never by a later read */
            secret: string;
        };
        WebhookDeliveryList: {
            id: string;
            eventId: string;
            /** @enum {string} */
            eventType: "link.created" | "link.deleted" | "link.clicked" | "link.broken" | "install.matched" | "referral.tracked" | "referral.qualified" | "webhook.test";
            /** @enum {string} */
            status: "pending" | "delivered" | "failed";
            attempts: number;
            /** @description When a pending delivery is tried next */
            nextAttemptAt: string | null;
            /** @description The last attempt's HTTP status; null when it got none */
            responseStatus: number | null;
            lastError: string | null;
            durationMs: number | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        }[];
        /** @enum {string} */
        WebhookEventType: "link.created" | "link.deleted" | "link.clicked" | "link.broken" | "install.matched" | "referral.tracked" | "referral.qualified";
        WebhookList: components["schemas"]["Webhook"][];
        WebhookTestEvent: {
            /** @description The same on every retry (and sent as Ferry-Webhook-Id): drop duplicates by it */
            id: string;
            /** @constant */
            type: "webhook.test";
            /** Format: date-time */
            createdAt: string;
            projectId: string;
            data: {
                webhookId: string;
                message: string;
            };
        };
        WebhookTestQueued: {
            /** @constant */
            success: true;
            eventId: string;
            deliveryId: string;
        };
        Error: {
            /** @description A sentence for people, e.g. `title is required` */
            error: string;
            /** @enum {string} */
            code: "INVALID_ARGUMENT" | "UNAUTHENTICATED" | "PERMISSION_DENIED" | "PLAN_LIMIT_REACHED" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "ALREADY_EXISTS" | "SITE_FULL" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "UNAVAILABLE" | "INTERNAL";
            /** @description The field at fault, as a path from the body: `links.3.title` */
            field?: string;
            /** @description Only when more than one field is at fault: every one of them (at most 100), unknown fields first; the first is `field` and `error` */
            errors?: components["schemas"]["FieldError"][];
        };
        FieldError: {
            field: string;
            error: string;
        };
    };
    responses: {
        /** @description `PAYLOAD_TOO_LARGE`: the URL and headers together are larger than the server accepts (self-hosted: 16 KB, Node's limit). Answered before the request reaches Ferry, so without RateLimit headers, and the connection is closed. Shorten the query string (a search `q` is at most 100 characters anyway) */
        HeadersTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"] & {
                    /** @enum {unknown} */
                    code?: "PAYLOAD_TOO_LARGE";
                };
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description Requests allowed in the window of the tightest limit that applies (sent while the limit is on) */
        "RateLimit-Limit": number;
        /** @description Requests left in that window */
        "RateLimit-Remaining": number;
        /** @description Seconds until that window ends */
        "RateLimit-Reset": number;
        /** @description Seconds to wait before trying again (at least 1) */
        "Retry-After": number;
        /** @description Where to go */
        Location: string;
        /** @description The cursor of the next page; absent on the last page */
        "X-Next-Cursor": string;
        /** @description RFC 8288 `<…&cursor=…>; rel="next"`; absent on the last page */
        Link: string;
        /** @description Send it back in If-None-Match to get a 304 */
        ETag: string;
        /** @description How long the answer may be kept */
        "Cache-Control": string;
        /** @description attachment; filename="…" (the download name: the slug for QR images, the project, report and day for CSV) */
        "Content-Disposition": string;
        /** @description The first day exported (YYYY-MM-DD) */
        "X-Export-From": string;
        /** @description The last day exported (YYYY-MM-DD) */
        "X-Export-To": string;
        /** @description `true` when the days asked for were more than 92: the oldest were left out (ask again for them) */
        "X-Export-Cut": string;
        /** @description What the page may load */
        "Content-Security-Policy": string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listProjects: {
        parameters: {
            query?: {
                /** @description Only this project */
                projectId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Projects */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectList"];
                };
            };
            /** @description `UNAUTHENTICATED`: no credential, or an unknown or expired one. */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description `PERMISSION_DENIED`: the credential may not do this (another project, a publishable key, a viewer, not the owner). */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PERMISSION_DENIED";
                    };
                };
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    createProject: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "subdomain": "acme",
                 *       "name": "Acme"
                 *     }
                 */
                "application/json": components["schemas"]["CreateProjectRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectChanged"];
                };
            };
            /** @description `INVALID_ARGUMENT`: the request is malformed or a value is invalid; `field` names it. A JSON body field the route does not know is refused with `Unknown field: <name>`. */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INVALID_ARGUMENT";
                    };
                };
            };
            /** @description `UNAUTHENTICATED`: no credential, or an unknown or expired one. */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description `PLAN_LIMIT_REACHED`: the project's plan does not allow it (monthly links or clicks, projects per owner, custom domains, branding). `PERMISSION_DENIED`: the credential may not do this (another project, a publishable key, a viewer, not the owner). */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PLAN_LIMIT_REACHED" | "PERMISSION_DENIED";
                    };
                };
            };
            /** @description `ALREADY_EXISTS`: the slug, subdomain, campaign name or custom domain is taken. `SITE_FULL`: on Firebase, the Hosting site carries all the custom domains it may (HOSTING_DOMAIN_LIMIT); the operator adds a site (docs/custom-domains.md). */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "ALREADY_EXISTS" | "SITE_FULL";
                    };
                };
            };
            /** @description `PAYLOAD_TOO_LARGE`: the body is larger than 1 MB (a CSV: 1 MB or 400 rows). */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description `UNSUPPORTED_MEDIA_TYPE`: a JSON body sent without `Content-Type: application/json` (or `application/*+json`); a body sent with a `Content-Encoding` (gzip, br...): Ferry decodes none, send it uncompressed; on the CSV upload, not a CSV file sent as multipart/form-data. */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    getProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The project id (`prj_…`; `demo` is the project a self-hosted server creates on its first start)
                 * @example demo
                 */
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The project (never key hashes) */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Project"];
                };
            };
            /** @description `UNAUTHENTICATED`: no credential, or an unknown or expired one. */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description `PERMISSION_DENIED`: the credential may not do this (another project, a publishable key, a viewer, not the owner). */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PERMISSION_DENIED";
                    };
                };
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    updateProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The project id (`prj_…`; `demo` is the project a self-hosted server creates on its first start)
                 * @example demo
                 */
                projectId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "appName": "Acme",
                 *       "uriScheme": "acme",
                 *       "ios": {
                 *         "bundleId": "com.acme.app",
                 *         "teamId": "TEAM123456",
                 *         "appStoreId": "1234567890"
                 *       },
                 *       "android": {
                 *         "packageName": "com.acme.app",
                 *         "sha256CertFingerprints": [
                 *           "AB:AB:AB:AB:AB:AB:AB:AB:AB:AB:AB:AB:AB:AB:AB:AB:AB:AB:AB:AB:AB:AB:AB:AB:AB:AB:AB:AB:AB:AB:AB:AB"
                 *         ]
                 *       },
                 *       "deepview": {
                 *         "primaryColor": "#0055ff"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["UpdateProjectRequest"];
            };
        };
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectChanged"];
                };
            };
            /** @description `INVALID_ARGUMENT`: the request is malformed or a value is invalid; `field` names it. A JSON body field the route does not know is refused with `Unknown field: <name>`. */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INVALID_ARGUMENT";
                    };
                };
            };
            /** @description `UNAUTHENTICATED`: no credential, or an unknown or expired one. */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description `PLAN_LIMIT_REACHED`: the project's plan does not allow it (monthly links or clicks, projects per owner, custom domains, branding). `PERMISSION_DENIED`: the credential may not do this (another project, a publishable key, a viewer, not the owner). */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PLAN_LIMIT_REACHED" | "PERMISSION_DENIED";
                    };
                };
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `ALREADY_EXISTS`: the slug, subdomain, campaign name or custom domain is taken. `SITE_FULL`: on Firebase, the Hosting site carries all the custom domains it may (HOSTING_DOMAIN_LIMIT); the operator adds a site (docs/custom-domains.md). */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "ALREADY_EXISTS" | "SITE_FULL";
                    };
                };
            };
            /** @description `PAYLOAD_TOO_LARGE`: the body is larger than 1 MB (a CSV: 1 MB or 400 rows). */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description `UNSUPPORTED_MEDIA_TYPE`: a JSON body sent without `Content-Type: application/json` (or `application/*+json`); a body sent with a `Content-Encoding` (gzip, br...): Ferry decodes none, send it uncompressed; on the CSV upload, not a CSV file sent as multipart/form-data. */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    getProjectUsage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The project id (`prj_…`; `demo` is the project a self-hosted server creates on its first start)
                 * @example demo
                 */
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Usage */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectUsage"];
                };
            };
            /** @description `UNAUTHENTICATED`: no credential, or an unknown or expired one. */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description `PERMISSION_DENIED`: the credential may not do this (another project, a publishable key, a viewer, not the owner). */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PERMISSION_DENIED";
                    };
                };
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    listKeys: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The project id (`prj_…`; `demo` is the project a self-hosted server creates on its first start)
                 * @example demo
                 */
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Keys, without the keys themselves */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyList"];
                };
            };
            /** @description `UNAUTHENTICATED`: no credential, or an unknown or expired one. */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description `PERMISSION_DENIED`: the credential may not do this (another project, a publishable key, a viewer, not the owner). */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PERMISSION_DENIED";
                    };
                };
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    createKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The project id (`prj_…`; `demo` is the project a self-hosted server creates on its first start)
                 * @example demo
                 */
                projectId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "secret",
                 *       "name": "CI deploys"
                 *     }
                 */
                "application/json": components["schemas"]["CreateKeyRequest"];
            };
        };
        responses: {
            /** @description Created; `key` is shown this once */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyCreated"];
                };
            };
            /** @description `INVALID_ARGUMENT`: the request is malformed or a value is invalid; `field` names it. A JSON body field the route does not know is refused with `Unknown field: <name>`. */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INVALID_ARGUMENT";
                    };
                };
            };
            /** @description `UNAUTHENTICATED`: no credential, or an unknown or expired one. */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description `PERMISSION_DENIED`: the credential may not do this (another project, a publishable key, a viewer, not the owner). */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PERMISSION_DENIED";
                    };
                };
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `PAYLOAD_TOO_LARGE`: the body is larger than 1 MB (a CSV: 1 MB or 400 rows). */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description `UNSUPPORTED_MEDIA_TYPE`: a JSON body sent without `Content-Type: application/json` (or `application/*+json`); a body sent with a `Content-Encoding` (gzip, br...): Ferry decodes none, send it uncompressed; on the CSV upload, not a CSV file sent as multipart/form-data. */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    deleteKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The project id (`prj_…`; `demo` is the project a self-hosted server creates on its first start)
                 * @example demo
                 */
                projectId: string;
                /**
                 * @description The API key id (`key_…`)
                 * @example key_0123456789abcdef
                 */
                keyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; the key stops working at once */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            /** @description `UNAUTHENTICATED`: no credential, or an unknown or expired one. */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description `PERMISSION_DENIED`: the credential may not do this (another project, a publishable key, a viewer, not the owner). */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PERMISSION_DENIED";
                    };
                };
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `PAYLOAD_TOO_LARGE`: the body is larger than 1 MB (a CSV: 1 MB or 400 rows). */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    removeMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The project id (`prj_…`; `demo` is the project a self-hosted server creates on its first start)
                 * @example demo
                 */
                projectId: string;
                /**
                 * @description The member's Firebase user id
                 * @example dana-uid
                 */
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            /** @description `INVALID_ARGUMENT`: the request is malformed or a value is invalid; `field` names it. A JSON body field the route does not know is refused with `Unknown field: <name>`. */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INVALID_ARGUMENT";
                    };
                };
            };
            /** @description `UNAUTHENTICATED`: no credential, or an unknown or expired one. */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description `PERMISSION_DENIED`: the credential may not do this (another project, a publishable key, a viewer, not the owner). */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PERMISSION_DENIED";
                    };
                };
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `PAYLOAD_TOO_LARGE`: the body is larger than 1 MB (a CSV: 1 MB or 400 rows). */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    setMemberRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The project id (`prj_…`; `demo` is the project a self-hosted server creates on its first start)
                 * @example demo
                 */
                projectId: string;
                /**
                 * @description The member's Firebase user id
                 * @example dana-uid
                 */
                uid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "role": "editor"
                 *     }
                 */
                "application/json": components["schemas"]["MemberRoleRequest"];
            };
        };
        responses: {
            /** @description The member */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberChanged"];
                };
            };
            /** @description `INVALID_ARGUMENT`: the request is malformed or a value is invalid; `field` names it. A JSON body field the route does not know is refused with `Unknown field: <name>`. */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INVALID_ARGUMENT";
                    };
                };
            };
            /** @description `UNAUTHENTICATED`: no credential, or an unknown or expired one. */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description `PERMISSION_DENIED`: the credential may not do this (another project, a publishable key, a viewer, not the owner). */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PERMISSION_DENIED";
                    };
                };
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `PAYLOAD_TOO_LARGE`: the body is larger than 1 MB (a CSV: 1 MB or 400 rows). */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description `UNSUPPORTED_MEDIA_TYPE`: a JSON body sent without `Content-Type: application/json` (or `application/*+json`); a body sent with a `Content-Encoding` (gzip, br...): Ferry decodes none, send it uncompressed; on the CSV upload, not a CSV file sent as multipart/form-data. */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    getDomain: {
        parameters: {
            query?: {
                /** @description 1: ask Firebase Hosting for the names' state first (Firebase only; otherwise ignored) */
                refresh?: "0" | "1";
            };
            header?: never;
            path: {
                /**
                 * @description The project id (`prj_…`; `demo` is the project a self-hosted server creates on its first start)
                 * @example demo
                 */
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The domain and the DNS record it needs, or null */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Domain"];
                };
            };
            /** @description `INVALID_ARGUMENT`: the request is malformed or a value is invalid; `field` names it. A JSON body field the route does not know is refused with `Unknown field: <name>`. */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INVALID_ARGUMENT";
                    };
                };
            };
            /** @description `UNAUTHENTICATED`: no credential, or an unknown or expired one. */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description `PERMISSION_DENIED`: the credential may not do this (another project, a publishable key, a viewer, not the owner). */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PERMISSION_DENIED";
                    };
                };
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    setDomain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The project id (`prj_…`; `demo` is the project a self-hosted server creates on its first start)
                 * @example demo
                 */
                projectId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "hostname": "go.acme.example"
                 *     }
                 */
                "application/json": components["schemas"]["SetDomainRequest"];
            };
        };
        responses: {
            /** @description Saved as pending */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DomainSet"];
                };
            };
            /** @description `INVALID_ARGUMENT`: the request is malformed or a value is invalid; `field` names it. A JSON body field the route does not know is refused with `Unknown field: <name>`. */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INVALID_ARGUMENT";
                    };
                };
            };
            /** @description `UNAUTHENTICATED`: no credential, or an unknown or expired one. */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description `PLAN_LIMIT_REACHED`: the project's plan does not allow it (monthly links or clicks, projects per owner, custom domains, branding). `PERMISSION_DENIED`: the credential may not do this (another project, a publishable key, a viewer, not the owner). */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PLAN_LIMIT_REACHED" | "PERMISSION_DENIED";
                    };
                };
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `ALREADY_EXISTS`: the slug, subdomain, campaign name or custom domain is taken. `SITE_FULL`: on Firebase, the Hosting site carries all the custom domains it may (HOSTING_DOMAIN_LIMIT); the operator adds a site (docs/custom-domains.md). */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "ALREADY_EXISTS" | "SITE_FULL";
                    };
                };
            };
            /** @description `PAYLOAD_TOO_LARGE`: the body is larger than 1 MB (a CSV: 1 MB or 400 rows). */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description `UNSUPPORTED_MEDIA_TYPE`: a JSON body sent without `Content-Type: application/json` (or `application/*+json`); a body sent with a `Content-Encoding` (gzip, br...): Ferry decodes none, send it uncompressed; on the CSV upload, not a CSV file sent as multipart/form-data. */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    removeDomain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The project id (`prj_…`; `demo` is the project a self-hosted server creates on its first start)
                 * @example demo
                 */
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DomainRemoved"];
                };
            };
            /** @description `UNAUTHENTICATED`: no credential, or an unknown or expired one. */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description `PERMISSION_DENIED`: the credential may not do this (another project, a publishable key, a viewer, not the owner). */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PERMISSION_DENIED";
                    };
                };
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `PAYLOAD_TOO_LARGE`: the body is larger than 1 MB (a CSV: 1 MB or 400 rows). */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    verifyDomain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The project id (`prj_…`; `demo` is the project a self-hosted server creates on its first start)
                 * @example demo
                 */
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whether DNS verifies, and why not */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DomainVerified"];
                };
            };
            /** @description `UNAUTHENTICATED`: no credential, or an unknown or expired one. */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description `PLAN_LIMIT_REACHED`: the project's plan does not allow it (monthly links or clicks, projects per owner, custom domains, branding). `PERMISSION_DENIED`: the credential may not do this (another project, a publishable key, a viewer, not the owner). */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PLAN_LIMIT_REACHED" | "PERMISSION_DENIED";
                    };
                };
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `ALREADY_EXISTS`: the slug, subdomain, campaign name or custom domain is taken. */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "ALREADY_EXISTS";
                    };
                };
            };
            /** @description `PAYLOAD_TOO_LARGE`: the body is larger than 1 MB (a CSV: 1 MB or 400 rows). */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    signIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "ops@acme.example",
                 *       "password": "a long pass phrase"
                 *     }
                 */
                "application/json": components["schemas"]["SignInRequest"];
            };
        };
        responses: {
            /** @description Signed in; the cookie is set */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionUser"];
                };
            };
            /** @description `INVALID_ARGUMENT`: the request is malformed or a value is invalid; `field` names it. A JSON body field the route does not know is refused with `Unknown field: <name>`. */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INVALID_ARGUMENT";
                    };
                };
            };
            /** @description `UNAUTHENTICATED`: no credential, or an unknown or expired one. */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description `PERMISSION_DENIED`: the credential may not do this (another project, a publishable key, a viewer, not the owner). */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PERMISSION_DENIED";
                    };
                };
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `PAYLOAD_TOO_LARGE`: the body is larger than 1 MB (a CSV: 1 MB or 400 rows). */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description `UNSUPPORTED_MEDIA_TYPE`: a JSON body sent without `Content-Type: application/json` (or `application/*+json`); a body sent with a `Content-Encoding` (gzip, br...): Ferry decodes none, send it uncompressed; on the CSV upload, not a CSV file sent as multipart/form-data. */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    acceptInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "Zm9yIGV4YW1wbGUgb25seSwgbm90IGEgcmVhbCB0b2tlbg",
                 *       "password": "a long pass phrase"
                 *     }
                 */
                "application/json": components["schemas"]["AcceptInvitationRequest"];
            };
        };
        responses: {
            /** @description Password set and signed in; the cookie is set */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionUser"];
                };
            };
            /** @description `INVALID_ARGUMENT`: the request is malformed or a value is invalid; `field` names it. A JSON body field the route does not know is refused with `Unknown field: <name>`. */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INVALID_ARGUMENT";
                    };
                };
            };
            /** @description `PERMISSION_DENIED`: the credential may not do this (another project, a publishable key, a viewer, not the owner). */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PERMISSION_DENIED";
                    };
                };
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `PAYLOAD_TOO_LARGE`: the body is larger than 1 MB (a CSV: 1 MB or 400 rows). */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description `UNSUPPORTED_MEDIA_TYPE`: a JSON body sent without `Content-Type: application/json` (or `application/*+json`); a body sent with a `Content-Encoding` (gzip, br...): Ferry decodes none, send it uncompressed; on the CSV upload, not a CSV file sent as multipart/form-data. */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    getSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed in */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionUser"];
                };
            };
            /** @description `UNAUTHENTICATED`: no credential, or an unknown or expired one. */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedOut"];
                };
            };
            /** @description `PERMISSION_DENIED`: the credential may not do this (another project, a publishable key, a viewer, not the owner). */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PERMISSION_DENIED";
                    };
                };
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `PAYLOAD_TOO_LARGE`: the body is larger than 1 MB (a CSV: 1 MB or 400 rows). */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    startOidcSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To the provider's sign-in (or to the console's sign-in page with `error=provider` when the provider cannot be reached) */
            302: {
                headers: {
                    Location: components["headers"]["Location"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    finishOidcSignIn: {
        parameters: {
            query?: {
                /**
                 * @description The provider's authorization code, used once
                 * @example SplxlOBeZQQYbYS6WxSbIA
                 */
                code?: string;
                /**
                 * @description The state Ferry sent, echoed by the provider
                 * @example af0ifjsldkj
                 */
                state?: string;
                /**
                 * @description The provider's issuer (RFC 9207), when it sends it
                 * @example https://sso.acme.example/realms/acme
                 */
                iss?: string;
                /**
                 * @description The error the provider answered instead of a code; `access_denied`: the person declined
                 * @example access_denied
                 */
                error?: string;
                /**
                 * @description The provider's words for that error
                 * @example The user denied access
                 */
                error_description?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed in, with the session cookie, to `BASE_URL/console/`; or refused, to `BASE_URL/console/#/sign-in?error=<code>` */
            302: {
                headers: {
                    Location: components["headers"]["Location"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    listMembers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The project id (`prj_…`; `demo` is the project a self-hosted server creates on its first start)
                 * @example demo
                 */
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Members and invites */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberList"];
                };
            };
            /** @description `UNAUTHENTICATED`: no credential, or an unknown or expired one. */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description `PERMISSION_DENIED`: the credential may not do this (another project, a publishable key, a viewer, not the owner). */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PERMISSION_DENIED";
                    };
                };
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    addMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The project id (`prj_…`; `demo` is the project a self-hosted server creates on its first start)
                 * @example demo
                 */
                projectId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "dana@acme.example",
                 *       "role": "editor"
                 *     }
                 */
                "application/json": components["schemas"]["AddMemberRequest"];
            };
        };
        responses: {
            /** @description The role given, or the invite stored (`pending`) */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberAdded"];
                };
            };
            /** @description `INVALID_ARGUMENT`: the request is malformed or a value is invalid; `field` names it. A JSON body field the route does not know is refused with `Unknown field: <name>`. */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INVALID_ARGUMENT";
                    };
                };
            };
            /** @description `UNAUTHENTICATED`: no credential, or an unknown or expired one. */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description `PERMISSION_DENIED`: the credential may not do this (another project, a publishable key, a viewer, not the owner). */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PERMISSION_DENIED";
                    };
                };
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `PAYLOAD_TOO_LARGE`: the body is larger than 1 MB (a CSV: 1 MB or 400 rows). */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description `UNSUPPORTED_MEDIA_TYPE`: a JSON body sent without `Content-Type: application/json` (or `application/*+json`); a body sent with a `Content-Encoding` (gzip, br...): Ferry decodes none, send it uncompressed; on the CSV upload, not a CSV file sent as multipart/form-data. */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    removeInvite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The project id (`prj_…`; `demo` is the project a self-hosted server creates on its first start)
                 * @example demo
                 */
                projectId: string;
                /**
                 * @description The invited email (URL-encoded)
                 * @example dana@acme.example
                 */
                email: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Withdrawn */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            /** @description `INVALID_ARGUMENT`: the request is malformed or a value is invalid; `field` names it. A JSON body field the route does not know is refused with `Unknown field: <name>`. */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INVALID_ARGUMENT";
                    };
                };
            };
            /** @description `UNAUTHENTICATED`: no credential, or an unknown or expired one. */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description `PERMISSION_DENIED`: the credential may not do this (another project, a publishable key, a viewer, not the owner). */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PERMISSION_DENIED";
                    };
                };
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `PAYLOAD_TOO_LARGE`: the body is larger than 1 MB (a CSV: 1 MB or 400 rows). */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    listLinks: {
        parameters: {
            query?: {
                /** @description The project; required with an ID token (a key implies its own) */
                projectId?: string;
                /** @description Links per page */
                limit?: number;
                /** @description Opaque: the X-Next-Cursor of the previous page, sent back as it came. Any other value (one made up, edited, or from another list) is 400 `cursor is not valid` */
                cursor?: string;
                /** @description Search: a case-insensitive part of the slug, title, deep link or desktop URL */
                q?: string;
                /** @description Only links carrying this tag */
                tag?: string;
                /** @description Only links of this campaign */
                campaignId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of links, each with its all-time clicks */
            200: {
                headers: {
                    "X-Next-Cursor": components["headers"]["X-Next-Cursor"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LinkList"];
                };
            };
            /** @description `INVALID_ARGUMENT`: the request is malformed or a value is invalid; `field` names it. A JSON body field the route does not know is refused with `Unknown field: <name>`. */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INVALID_ARGUMENT";
                    };
                };
            };
            /** @description `UNAUTHENTICATED`: no credential, or an unknown or expired one. */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description `PERMISSION_DENIED`: the credential may not do this (another project, a publishable key, a viewer, not the owner). */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PERMISSION_DENIED";
                    };
                };
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    createLink: {
        parameters: {
            query?: {
                /** @description The project; required with an ID token (a key implies its own) */
                projectId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Summer sale",
                 *       "deepLink": "acme://sale?id=42",
                 *       "params": {
                 *         "campaign": "summer"
                 *       },
                 *       "desktopUrl": "https://acme.example/sale",
                 *       "tags": [
                 *         "summer"
                 *       ],
                 *       "expiresAt": "2036-09-01T00:00:00Z"
                 *     }
                 */
                "application/json": components["schemas"]["CreateLinkRequest"];
            };
        };
        responses: {
            /** @description Created */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LinkCreated"];
                };
            };
            /** @description `INVALID_ARGUMENT`: the request is malformed or a value is invalid; `field` names it. A JSON body field the route does not know is refused with `Unknown field: <name>`. */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INVALID_ARGUMENT";
                    };
                };
            };
            /** @description `UNAUTHENTICATED`: no credential, or an unknown or expired one. */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description `PLAN_LIMIT_REACHED`: the project's plan does not allow it (monthly links or clicks, projects per owner, custom domains, branding). `PERMISSION_DENIED`: the credential may not do this (another project, a publishable key, a viewer, not the owner). */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PLAN_LIMIT_REACHED" | "PERMISSION_DENIED";
                    };
                };
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `ALREADY_EXISTS`: the slug, subdomain, campaign name or custom domain is taken. */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "ALREADY_EXISTS";
                    };
                };
            };
            /** @description `PAYLOAD_TOO_LARGE`: the body is larger than 1 MB (a CSV: 1 MB or 400 rows). */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description `UNSUPPORTED_MEDIA_TYPE`: a JSON body sent without `Content-Type: application/json` (or `application/*+json`); a body sent with a `Content-Encoding` (gzip, br...): Ferry decodes none, send it uncompressed; on the CSV upload, not a CSV file sent as multipart/form-data. */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    getLink: {
        parameters: {
            query?: {
                /** @description The project; required with an ID token (a key implies its own) */
                projectId?: string;
            };
            header?: never;
            path: {
                /**
                 * @description The link's slug (case-sensitive)
                 * @example summer-sale
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link, with its all-time clicks */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Link"];
                };
            };
            /** @description `INVALID_ARGUMENT`: the request is malformed or a value is invalid; `field` names it. A JSON body field the route does not know is refused with `Unknown field: <name>`. */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INVALID_ARGUMENT";
                    };
                };
            };
            /** @description `UNAUTHENTICATED`: no credential, or an unknown or expired one. */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description `PERMISSION_DENIED`: the credential may not do this (another project, a publishable key, a viewer, not the owner). */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PERMISSION_DENIED";
                    };
                };
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    updateLink: {
        parameters: {
            query?: {
                /** @description The project; required with an ID token (a key implies its own) */
                projectId?: string;
            };
            header?: never;
            path: {
                /**
                 * @description The link's slug (case-sensitive)
                 * @example summer-sale
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Summer sale (extended)",
                 *       "expiresAt": "2036-09-15T00:00:00Z",
                 *       "password": null
                 *     }
                 */
                "application/json": components["schemas"]["UpdateLinkRequest"];
            };
        };
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LinkChanged"];
                };
            };
            /** @description `INVALID_ARGUMENT`: the request is malformed or a value is invalid; `field` names it. A JSON body field the route does not know is refused with `Unknown field: <name>`. */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INVALID_ARGUMENT";
                    };
                };
            };
            /** @description `UNAUTHENTICATED`: no credential, or an unknown or expired one. */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description `PERMISSION_DENIED`: the credential may not do this (another project, a publishable key, a viewer, not the owner). */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PERMISSION_DENIED";
                    };
                };
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `ALREADY_EXISTS`: the slug, subdomain, campaign name or custom domain is taken. */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "ALREADY_EXISTS";
                    };
                };
            };
            /** @description `PAYLOAD_TOO_LARGE`: the body is larger than 1 MB (a CSV: 1 MB or 400 rows). */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description `UNSUPPORTED_MEDIA_TYPE`: a JSON body sent without `Content-Type: application/json` (or `application/*+json`); a body sent with a `Content-Encoding` (gzip, br...): Ferry decodes none, send it uncompressed; on the CSV upload, not a CSV file sent as multipart/form-data. */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    deleteLink: {
        parameters: {
            query?: {
                /** @description The project; required with an ID token (a key implies its own) */
                projectId?: string;
            };
            header?: never;
            path: {
                /**
                 * @description The link's slug (case-sensitive)
                 * @example summer-sale
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            /** @description `INVALID_ARGUMENT`: the request is malformed or a value is invalid; `field` names it. A JSON body field the route does not know is refused with `Unknown field: <name>`. */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INVALID_ARGUMENT";
                    };
                };
            };
            /** @description `UNAUTHENTICATED`: no credential, or an unknown or expired one. */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description `PERMISSION_DENIED`: the credential may not do this (another project, a publishable key, a viewer, not the owner). */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PERMISSION_DENIED";
                    };
                };
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `PAYLOAD_TOO_LARGE`: the body is larger than 1 MB (a CSV: 1 MB or 400 rows). */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    cloneLink: {
        parameters: {
            query?: {
                /** @description The project; required with an ID token (a key implies its own) */
                projectId?: string;
            };
            header?: never;
            path: {
                /**
                 * @description The link's slug (case-sensitive)
                 * @example summer-sale
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /** @example {} */
                "application/json": components["schemas"]["CloneLinkRequest"];
            };
        };
        responses: {
            /** @description The copy */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LinkChanged"];
                };
            };
            /** @description `INVALID_ARGUMENT`: the request is malformed or a value is invalid; `field` names it. A JSON body field the route does not know is refused with `Unknown field: <name>`. */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INVALID_ARGUMENT";
                    };
                };
            };
            /** @description `UNAUTHENTICATED`: no credential, or an unknown or expired one. */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description `PLAN_LIMIT_REACHED`: the project's plan does not allow it (monthly links or clicks, projects per owner, custom domains, branding). `PERMISSION_DENIED`: the credential may not do this (another project, a publishable key, a viewer, not the owner). */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PLAN_LIMIT_REACHED" | "PERMISSION_DENIED";
                    };
                };
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `PAYLOAD_TOO_LARGE`: the body is larger than 1 MB (a CSV: 1 MB or 400 rows). */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description `UNSUPPORTED_MEDIA_TYPE`: a JSON body sent without `Content-Type: application/json` (or `application/*+json`); a body sent with a `Content-Encoding` (gzip, br...): Ferry decodes none, send it uncompressed; on the CSV upload, not a CSV file sent as multipart/form-data. */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    getLinkHistory: {
        parameters: {
            query?: {
                /** @description The project; required with an ID token (a key implies its own) */
                projectId?: string;
            };
            header?: never;
            path: {
                /**
                 * @description The link's slug (case-sensitive)
                 * @example summer-sale
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Newest first */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClickHistory"];
                };
            };
            /** @description `INVALID_ARGUMENT`: the request is malformed or a value is invalid; `field` names it. A JSON body field the route does not know is refused with `Unknown field: <name>`. */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INVALID_ARGUMENT";
                    };
                };
            };
            /** @description `UNAUTHENTICATED`: no credential, or an unknown or expired one. */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description `PERMISSION_DENIED`: the credential may not do this (another project, a publishable key, a viewer, not the owner). */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PERMISSION_DENIED";
                    };
                };
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    getLinkQrCode: {
        parameters: {
            query?: {
                /** @description The project; required with an ID token (a key implies its own) */
                projectId?: string;
                /** @description Width and height in pixels */
                size?: number;
                format?: "png" | "svg";
            };
            header?: never;
            path: {
                /**
                 * @description The link's slug (case-sensitive)
                 * @example summer-sale
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The QR code of the short URL */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QrCode"];
                };
            };
            /** @description `INVALID_ARGUMENT`: the request is malformed or a value is invalid; `field` names it. A JSON body field the route does not know is refused with `Unknown field: <name>`. */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INVALID_ARGUMENT";
                    };
                };
            };
            /** @description `UNAUTHENTICATED`: no credential, or an unknown or expired one. */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description `PERMISSION_DENIED`: the credential may not do this (another project, a publishable key, a viewer, not the owner). */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PERMISSION_DENIED";
                    };
                };
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    getLinkQrImage: {
        parameters: {
            query?: {
                /** @description The project; required with an ID token (a key implies its own) */
                projectId?: string;
                /** @description Width and height in pixels */
                size?: number;
                format?: "png" | "svg";
            };
            header?: never;
            path: {
                /**
                 * @description The link's slug (case-sensitive)
                 * @example summer-sale
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["Content-Disposition"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/svg+xml": string;
                };
            };
            /** @description `INVALID_ARGUMENT`: the request is malformed or a value is invalid; `field` names it. A JSON body field the route does not know is refused with `Unknown field: <name>`. */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INVALID_ARGUMENT";
                    };
                };
            };
            /** @description `UNAUTHENTICATED`: no credential, or an unknown or expired one. */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description `PERMISSION_DENIED`: the credential may not do this (another project, a publishable key, a viewer, not the owner). */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PERMISSION_DENIED";
                    };
                };
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    listProjectLinks: {
        parameters: {
            query?: {
                /** @description Links per page */
                limit?: number;
                /** @description Opaque: the X-Next-Cursor of the previous page, sent back as it came. Any other value (one made up, edited, or from another list) is 400 `cursor is not valid` */
                cursor?: string;
                /** @description Search: a case-insensitive part of the slug, title, deep link or desktop URL */
                q?: string;
                /** @description Only links carrying this tag */
                tag?: string;
                /** @description Only links of this campaign */
                campaignId?: string;
            };
            header?: never;
            path: {
                /**
                 * @description The project id (`prj_…`; `demo` is the project a self-hosted server creates on its first start)
                 * @example demo
                 */
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of links, each with its all-time clicks */
            200: {
                headers: {
                    "X-Next-Cursor": components["headers"]["X-Next-Cursor"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LinkList"];
                };
            };
            /** @description `INVALID_ARGUMENT`: the request is malformed or a value is invalid; `field` names it. A JSON body field the route does not know is refused with `Unknown field: <name>`. */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INVALID_ARGUMENT";
                    };
                };
            };
            /** @description `UNAUTHENTICATED`: no credential, or an unknown or expired one. */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description `PERMISSION_DENIED`: the credential may not do this (another project, a publishable key, a viewer, not the owner). */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PERMISSION_DENIED";
                    };
                };
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    createProjectLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The project id (`prj_…`; `demo` is the project a self-hosted server creates on its first start)
                 * @example demo
                 */
                projectId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Summer sale",
                 *       "deepLink": "acme://sale?id=42",
                 *       "params": {
                 *         "campaign": "summer"
                 *       },
                 *       "desktopUrl": "https://acme.example/sale",
                 *       "tags": [
                 *         "summer"
                 *       ],
                 *       "expiresAt": "2036-09-01T00:00:00Z"
                 *     }
                 */
                "application/json": components["schemas"]["CreateLinkRequest"];
            };
        };
        responses: {
            /** @description Created */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LinkCreated"];
                };
            };
            /** @description `INVALID_ARGUMENT`: the request is malformed or a value is invalid; `field` names it. A JSON body field the route does not know is refused with `Unknown field: <name>`. */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INVALID_ARGUMENT";
                    };
                };
            };
            /** @description `UNAUTHENTICATED`: no credential, or an unknown or expired one. */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description `PLAN_LIMIT_REACHED`: the project's plan does not allow it (monthly links or clicks, projects per owner, custom domains, branding). `PERMISSION_DENIED`: the credential may not do this (another project, a publishable key, a viewer, not the owner). */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PLAN_LIMIT_REACHED" | "PERMISSION_DENIED";
                    };
                };
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `ALREADY_EXISTS`: the slug, subdomain, campaign name or custom domain is taken. */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "ALREADY_EXISTS";
                    };
                };
            };
            /** @description `PAYLOAD_TOO_LARGE`: the body is larger than 1 MB (a CSV: 1 MB or 400 rows). */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description `UNSUPPORTED_MEDIA_TYPE`: a JSON body sent without `Content-Type: application/json` (or `application/*+json`); a body sent with a `Content-Encoding` (gzip, br...): Ferry decodes none, send it uncompressed; on the CSV upload, not a CSV file sent as multipart/form-data. */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    getProjectLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The project id (`prj_…`; `demo` is the project a self-hosted server creates on its first start)
                 * @example demo
                 */
                projectId: string;
                /**
                 * @description The link's slug (case-sensitive)
                 * @example summer-sale
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link, with its all-time clicks */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Link"];
                };
            };
            /** @description `INVALID_ARGUMENT`: the request is malformed or a value is invalid; `field` names it. A JSON body field the route does not know is refused with `Unknown field: <name>`. */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INVALID_ARGUMENT";
                    };
                };
            };
            /** @description `UNAUTHENTICATED`: no credential, or an unknown or expired one. */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description `PERMISSION_DENIED`: the credential may not do this (another project, a publishable key, a viewer, not the owner). */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PERMISSION_DENIED";
                    };
                };
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    updateProjectLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The project id (`prj_…`; `demo` is the project a self-hosted server creates on its first start)
                 * @example demo
                 */
                projectId: string;
                /**
                 * @description The link's slug (case-sensitive)
                 * @example summer-sale
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Summer sale (extended)",
                 *       "expiresAt": "2036-09-15T00:00:00Z",
                 *       "password": null
                 *     }
                 */
                "application/json": components["schemas"]["UpdateLinkRequest"];
            };
        };
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LinkChanged"];
                };
            };
            /** @description `INVALID_ARGUMENT`: the request is malformed or a value is invalid; `field` names it. A JSON body field the route does not know is refused with `Unknown field: <name>`. */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INVALID_ARGUMENT";
                    };
                };
            };
            /** @description `UNAUTHENTICATED`: no credential, or an unknown or expired one. */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description `PERMISSION_DENIED`: the credential may not do this (another project, a publishable key, a viewer, not the owner). */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PERMISSION_DENIED";
                    };
                };
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `ALREADY_EXISTS`: the slug, subdomain, campaign name or custom domain is taken. */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "ALREADY_EXISTS";
                    };
                };
            };
            /** @description `PAYLOAD_TOO_LARGE`: the body is larger than 1 MB (a CSV: 1 MB or 400 rows). */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description `UNSUPPORTED_MEDIA_TYPE`: a JSON body sent without `Content-Type: application/json` (or `application/*+json`); a body sent with a `Content-Encoding` (gzip, br...): Ferry decodes none, send it uncompressed; on the CSV upload, not a CSV file sent as multipart/form-data. */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    deleteProjectLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The project id (`prj_…`; `demo` is the project a self-hosted server creates on its first start)
                 * @example demo
                 */
                projectId: string;
                /**
                 * @description The link's slug (case-sensitive)
                 * @example summer-sale
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            /** @description `INVALID_ARGUMENT`: the request is malformed or a value is invalid; `field` names it. A JSON body field the route does not know is refused with `Unknown field: <name>`. */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INVALID_ARGUMENT";
                    };
                };
            };
            /** @description `UNAUTHENTICATED`: no credential, or an unknown or expired one. */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description `PERMISSION_DENIED`: the credential may not do this (another project, a publishable key, a viewer, not the owner). */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PERMISSION_DENIED";
                    };
                };
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `PAYLOAD_TOO_LARGE`: the body is larger than 1 MB (a CSV: 1 MB or 400 rows). */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    cloneProjectLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The project id (`prj_…`; `demo` is the project a self-hosted server creates on its first start)
                 * @example demo
                 */
                projectId: string;
                /**
                 * @description The link's slug (case-sensitive)
                 * @example summer-sale
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /** @example {} */
                "application/json": components["schemas"]["CloneLinkRequest"];
            };
        };
        responses: {
            /** @description The copy */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LinkChanged"];
                };
            };
            /** @description `INVALID_ARGUMENT`: the request is malformed or a value is invalid; `field` names it. A JSON body field the route does not know is refused with `Unknown field: <name>`. */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INVALID_ARGUMENT";
                    };
                };
            };
            /** @description `UNAUTHENTICATED`: no credential, or an unknown or expired one. */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description `PLAN_LIMIT_REACHED`: the project's plan does not allow it (monthly links or clicks, projects per owner, custom domains, branding). `PERMISSION_DENIED`: the credential may not do this (another project, a publishable key, a viewer, not the owner). */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PLAN_LIMIT_REACHED" | "PERMISSION_DENIED";
                    };
                };
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `PAYLOAD_TOO_LARGE`: the body is larger than 1 MB (a CSV: 1 MB or 400 rows). */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description `UNSUPPORTED_MEDIA_TYPE`: a JSON body sent without `Content-Type: application/json` (or `application/*+json`); a body sent with a `Content-Encoding` (gzip, br...): Ferry decodes none, send it uncompressed; on the CSV upload, not a CSV file sent as multipart/form-data. */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    getProjectLinkHistory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The project id (`prj_…`; `demo` is the project a self-hosted server creates on its first start)
                 * @example demo
                 */
                projectId: string;
                /**
                 * @description The link's slug (case-sensitive)
                 * @example summer-sale
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Newest first */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClickHistory"];
                };
            };
            /** @description `INVALID_ARGUMENT`: the request is malformed or a value is invalid; `field` names it. A JSON body field the route does not know is refused with `Unknown field: <name>`. */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INVALID_ARGUMENT";
                    };
                };
            };
            /** @description `UNAUTHENTICATED`: no credential, or an unknown or expired one. */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description `PERMISSION_DENIED`: the credential may not do this (another project, a publishable key, a viewer, not the owner). */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PERMISSION_DENIED";
                    };
                };
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    getProjectLinkQrCode: {
        parameters: {
            query?: {
                /** @description Width and height in pixels */
                size?: number;
                format?: "png" | "svg";
            };
            header?: never;
            path: {
                /**
                 * @description The project id (`prj_…`; `demo` is the project a self-hosted server creates on its first start)
                 * @example demo
                 */
                projectId: string;
                /**
                 * @description The link's slug (case-sensitive)
                 * @example summer-sale
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The QR code of the short URL */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QrCode"];
                };
            };
            /** @description `INVALID_ARGUMENT`: the request is malformed or a value is invalid; `field` names it. A JSON body field the route does not know is refused with `Unknown field: <name>`. */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INVALID_ARGUMENT";
                    };
                };
            };
            /** @description `UNAUTHENTICATED`: no credential, or an unknown or expired one. */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description `PERMISSION_DENIED`: the credential may not do this (another project, a publishable key, a viewer, not the owner). */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PERMISSION_DENIED";
                    };
                };
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    getProjectLinkQrImage: {
        parameters: {
            query?: {
                /** @description Width and height in pixels */
                size?: number;
                format?: "png" | "svg";
            };
            header?: never;
            path: {
                /**
                 * @description The project id (`prj_…`; `demo` is the project a self-hosted server creates on its first start)
                 * @example demo
                 */
                projectId: string;
                /**
                 * @description The link's slug (case-sensitive)
                 * @example summer-sale
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["Content-Disposition"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/svg+xml": string;
                };
            };
            /** @description `INVALID_ARGUMENT`: the request is malformed or a value is invalid; `field` names it. A JSON body field the route does not know is refused with `Unknown field: <name>`. */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INVALID_ARGUMENT";
                    };
                };
            };
            /** @description `UNAUTHENTICATED`: no credential, or an unknown or expired one. */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description `PERMISSION_DENIED`: the credential may not do this (another project, a publishable key, a viewer, not the owner). */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PERMISSION_DENIED";
                    };
                };
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    createLinksInBulk: {
        parameters: {
            query?: {
                /** @description The project; required with an ID token (a key implies its own) */
                projectId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "links": [
                 *         {
                 *           "title": "Sale",
                 *           "deepLink": "acme://sale"
                 *         },
                 *         {
                 *           "title": "Home",
                 *           "slug": "home",
                 *           "deepLink": "acme://home"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["BulkLinksRequest"];
            };
        };
        responses: {
            /** @description Created */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkResult"];
                };
            };
            /** @description `INVALID_ARGUMENT`: the request is malformed or a value is invalid; `field` names it. A JSON body field the route does not know is refused with `Unknown field: <name>`. */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INVALID_ARGUMENT";
                    };
                };
            };
            /** @description `UNAUTHENTICATED`: no credential, or an unknown or expired one. */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description `PLAN_LIMIT_REACHED`: the project's plan does not allow it (monthly links or clicks, projects per owner, custom domains, branding). `PERMISSION_DENIED`: the credential may not do this (another project, a publishable key, a viewer, not the owner). */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PLAN_LIMIT_REACHED" | "PERMISSION_DENIED";
                    };
                };
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `ALREADY_EXISTS`: the slug, subdomain, campaign name or custom domain is taken. */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "ALREADY_EXISTS";
                    };
                };
            };
            /** @description `PAYLOAD_TOO_LARGE`: the body is larger than 1 MB (a CSV: 1 MB or 400 rows). */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description `UNSUPPORTED_MEDIA_TYPE`: a JSON body sent without `Content-Type: application/json` (or `application/*+json`); a body sent with a `Content-Encoding` (gzip, br...): Ferry decodes none, send it uncompressed; on the CSV upload, not a CSV file sent as multipart/form-data. */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    createLinksInBatch: {
        parameters: {
            query?: {
                /** @description The project; required with an ID token (a key implies its own) */
                projectId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example [
                 *       {
                 *         "title": "Autumn sale",
                 *         "deepLink": "acme://sale?id=43"
                 *       },
                 *       {
                 *         "title": "Winter sale",
                 *         "deepLink": "acme://sale?id=44",
                 *         "tags": [
                 *           "winter"
                 *         ]
                 *       }
                 *     ]
                 */
                "application/json": components["schemas"]["BatchLinksRequest"];
            };
        };
        responses: {
            /** @description Created */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkResult"];
                };
            };
            /** @description `INVALID_ARGUMENT`: the request is malformed or a value is invalid; `field` names it. A JSON body field the route does not know is refused with `Unknown field: <name>`. */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INVALID_ARGUMENT";
                    };
                };
            };
            /** @description `UNAUTHENTICATED`: no credential, or an unknown or expired one. */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description `PLAN_LIMIT_REACHED`: the project's plan does not allow it (monthly links or clicks, projects per owner, custom domains, branding). `PERMISSION_DENIED`: the credential may not do this (another project, a publishable key, a viewer, not the owner). */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PLAN_LIMIT_REACHED" | "PERMISSION_DENIED";
                    };
                };
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `ALREADY_EXISTS`: the slug, subdomain, campaign name or custom domain is taken. */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "ALREADY_EXISTS";
                    };
                };
            };
            /** @description `PAYLOAD_TOO_LARGE`: the body is larger than 1 MB (a CSV: 1 MB or 400 rows). */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description `UNSUPPORTED_MEDIA_TYPE`: a JSON body sent without `Content-Type: application/json` (or `application/*+json`); a body sent with a `Content-Encoding` (gzip, br...): Ferry decodes none, send it uncompressed; on the CSV upload, not a CSV file sent as multipart/form-data. */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    importLinksCsv: {
        parameters: {
            query?: {
                /** @description The project; required with an ID token (a key implies its own) */
                projectId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "file": "title,deepLink,tags\r\nSpring sale,acme://sale?id=45,spring|sale\r\n"
                 *     }
                 */
                "multipart/form-data": components["schemas"]["CsvImportForm"];
            };
        };
        responses: {
            /** @description Created and skipped rows */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CsvImportResult"];
                };
            };
            /** @description `INVALID_ARGUMENT`: the request is malformed or a value is invalid; `field` names it. A JSON body field the route does not know is refused with `Unknown field: <name>`. */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INVALID_ARGUMENT";
                    };
                };
            };
            /** @description `UNAUTHENTICATED`: no credential, or an unknown or expired one. */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description `PLAN_LIMIT_REACHED`: the project's plan does not allow it (monthly links or clicks, projects per owner, custom domains, branding). `PERMISSION_DENIED`: the credential may not do this (another project, a publishable key, a viewer, not the owner). */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PLAN_LIMIT_REACHED" | "PERMISSION_DENIED";
                    };
                };
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `PAYLOAD_TOO_LARGE`: the body is larger than 1 MB (a CSV: 1 MB or 400 rows). */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description `UNSUPPORTED_MEDIA_TYPE`: a JSON body sent without `Content-Type: application/json` (or `application/*+json`); a body sent with a `Content-Encoding` (gzip, br...): Ferry decodes none, send it uncompressed; on the CSV upload, not a CSV file sent as multipart/form-data. */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    getLinksCsvTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The template */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["Content-Disposition"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    previewLegacyLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "legacyLink": "https://acme.page.link/?link=https%3A%2F%2Facme.example%2Fp%2F1&apn=com.acme.app&st=Hello"
                 *     }
                 */
                "application/json": components["schemas"]["PreviewLegacyLinkRequest"];
            };
        };
        responses: {
            /** @description The fields it maps to */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MigrationPreview"];
                };
            };
            /** @description `INVALID_ARGUMENT`: the request is malformed or a value is invalid; `field` names it. A JSON body field the route does not know is refused with `Unknown field: <name>`. */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INVALID_ARGUMENT";
                    };
                };
            };
            /** @description `PAYLOAD_TOO_LARGE`: the body is larger than 1 MB (a CSV: 1 MB or 400 rows). */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description `UNSUPPORTED_MEDIA_TYPE`: a JSON body sent without `Content-Type: application/json` (or `application/*+json`); a body sent with a `Content-Encoding` (gzip, br...): Ferry decodes none, send it uncompressed; on the CSV upload, not a CSV file sent as multipart/form-data. */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    convertLegacyLinks: {
        parameters: {
            query?: {
                /** @description The project; required with an ID token (a key implies its own) */
                projectId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "legacyLinks": [
                 *         "https://acme.page.link/?link=https%3A%2F%2Facme.example%2Fp%2F2&apn=com.acme.app&st=Shoes"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ConvertLegacyLinksRequest"];
            };
        };
        responses: {
            /** @description Converted and failed entries */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConvertResult"];
                };
            };
            /** @description `INVALID_ARGUMENT`: the request is malformed or a value is invalid; `field` names it. A JSON body field the route does not know is refused with `Unknown field: <name>`. */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INVALID_ARGUMENT";
                    };
                };
            };
            /** @description `UNAUTHENTICATED`: no credential, or an unknown or expired one. */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description `PLAN_LIMIT_REACHED`: the project's plan does not allow it (monthly links or clicks, projects per owner, custom domains, branding). `PERMISSION_DENIED`: the credential may not do this (another project, a publishable key, a viewer, not the owner). */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PLAN_LIMIT_REACHED" | "PERMISSION_DENIED";
                    };
                };
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `PAYLOAD_TOO_LARGE`: the body is larger than 1 MB (a CSV: 1 MB or 400 rows). */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description `UNSUPPORTED_MEDIA_TYPE`: a JSON body sent without `Content-Type: application/json` (or `application/*+json`); a body sent with a `Content-Encoding` (gzip, br...): Ferry decodes none, send it uncompressed; on the CSV upload, not a CSV file sent as multipart/form-data. */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    resolveLink: {
        parameters: {
            query: {
                /**
                 * @description The link's project subdomain
                 * @example demo
                 */
                subdomain: string;
            };
            header?: never;
            path: {
                /**
                 * @description The link's slug (case-sensitive)
                 * @example summer-sale
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deep link and params */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResolvedLink"];
                };
            };
            /** @description `INVALID_ARGUMENT`: the request is malformed or a value is invalid; `field` names it. A JSON body field the route does not know is refused with `Unknown field: <name>`. */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INVALID_ARGUMENT";
                    };
                };
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    resolveLinkWithoutSlug: {
        parameters: {
            query?: {
                /** @description The project; required with an ID token (a key implies its own) */
                projectId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link named `resolve` (with a credential and no `subdomain`) */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Link"];
                };
            };
            /** @description `INVALID_ARGUMENT`: the request is malformed or a value is invalid; `field` names it. A JSON body field the route does not know is refused with `Unknown field: <name>`. */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INVALID_ARGUMENT";
                    };
                };
            };
            /** @description `UNAUTHENTICATED`: no credential, or an unknown or expired one. */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description `PERMISSION_DENIED`: the credential may not do this (another project, a publishable key, a viewer, not the owner). */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PERMISSION_DENIED";
                    };
                };
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    exportLinksCsv: {
        parameters: {
            query?: {
                /** @description The project; required with an ID token (a key implies its own) */
                projectId?: string;
                /** @description As the links list: a part of the slug, title, deep link or desktop URL */
                q?: string;
                /** @description Only links carrying this tag */
                tag?: string;
                /** @description Only links of this campaign */
                campaignId?: string;
                /** @description 1: start with the UTF-8 byte order mark (for Excel) */
                bom?: "0" | "1";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The links as CSV */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["Content-Disposition"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description `INVALID_ARGUMENT`: the request is malformed or a value is invalid; `field` names it. A JSON body field the route does not know is refused with `Unknown field: <name>`. */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INVALID_ARGUMENT";
                    };
                };
            };
            /** @description `UNAUTHENTICATED`: no credential, or an unknown or expired one. */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description `PERMISSION_DENIED`: the credential may not do this (another project, a publishable key, a viewer, not the owner). */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PERMISSION_DENIED";
                    };
                };
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    exportProjectLinksCsv: {
        parameters: {
            query?: {
                /** @description As the links list: a part of the slug, title, deep link or desktop URL */
                q?: string;
                /** @description Only links carrying this tag */
                tag?: string;
                /** @description Only links of this campaign */
                campaignId?: string;
                /** @description 1: start with the UTF-8 byte order mark (for Excel) */
                bom?: "0" | "1";
            };
            header?: never;
            path: {
                /**
                 * @description The project id (`prj_…`; `demo` is the project a self-hosted server creates on its first start)
                 * @example demo
                 */
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The links as CSV */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["Content-Disposition"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description `INVALID_ARGUMENT`: the request is malformed or a value is invalid; `field` names it. A JSON body field the route does not know is refused with `Unknown field: <name>`. */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INVALID_ARGUMENT";
                    };
                };
            };
            /** @description `UNAUTHENTICATED`: no credential, or an unknown or expired one. */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description `PERMISSION_DENIED`: the credential may not do this (another project, a publishable key, a viewer, not the owner). */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PERMISSION_DENIED";
                    };
                };
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    exportClicksCsv: {
        parameters: {
            query?: {
                /** @description First day, YYYY-MM-DD (default: 29 days before `to`) */
                from?: string;
                /** @description Last day, YYYY-MM-DD, included (default: today, UTC) */
                to?: string;
                /** @description Only this link's clicks */
                slug?: string;
                /** @description 1: start with the UTF-8 byte order mark (for Excel) */
                bom?: "0" | "1";
            };
            header?: never;
            path: {
                /**
                 * @description The project id (`prj_…`; `demo` is the project a self-hosted server creates on its first start)
                 * @example demo
                 */
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The clicks as CSV */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["Content-Disposition"];
                    "X-Export-From": components["headers"]["X-Export-From"];
                    "X-Export-To": components["headers"]["X-Export-To"];
                    "X-Export-Cut": components["headers"]["X-Export-Cut"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description `INVALID_ARGUMENT`: the request is malformed or a value is invalid; `field` names it. A JSON body field the route does not know is refused with `Unknown field: <name>`. */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INVALID_ARGUMENT";
                    };
                };
            };
            /** @description `UNAUTHENTICATED`: no credential, or an unknown or expired one. */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description `PERMISSION_DENIED`: the credential may not do this (another project, a publishable key, a viewer, not the owner). */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PERMISSION_DENIED";
                    };
                };
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    exportAnalyticsCsv: {
        parameters: {
            query?: {
                report?: "days" | "countries" | "platforms" | "referrers" | "links" | "campaigns" | "influencers" | "referrals";
                /** @description First UTC day, YYYY-MM-DD (range reports) */
                from?: string;
                /** @description Last UTC day, YYYY-MM-DD, included (range reports) */
                to?: string;
                /** @description The referrals report's range */
                range?: "7d" | "30d" | "all";
                /** @description 1: start with the UTF-8 byte order mark (for Excel) */
                bom?: "0" | "1";
            };
            header?: never;
            path: {
                /**
                 * @description The project id (`prj_…`; `demo` is the project a self-hosted server creates on its first start)
                 * @example demo
                 */
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report as CSV */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["Content-Disposition"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description `INVALID_ARGUMENT`: the request is malformed or a value is invalid; `field` names it. A JSON body field the route does not know is refused with `Unknown field: <name>`. */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INVALID_ARGUMENT";
                    };
                };
            };
            /** @description `UNAUTHENTICATED`: no credential, or an unknown or expired one. */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description `PERMISSION_DENIED`: the credential may not do this (another project, a publishable key, a viewer, not the owner). */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PERMISSION_DENIED";
                    };
                };
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    listWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The project id (`prj_…`; `demo` is the project a self-hosted server creates on its first start)
                 * @example demo
                 */
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The webhooks */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookList"];
                };
            };
            /** @description `INVALID_ARGUMENT`: the request is malformed or a value is invalid; `field` names it. A JSON body field the route does not know is refused with `Unknown field: <name>`. */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INVALID_ARGUMENT";
                    };
                };
            };
            /** @description `UNAUTHENTICATED`: no credential, or an unknown or expired one. */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description `PERMISSION_DENIED`: the credential may not do this (another project, a publishable key, a viewer, not the owner). */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PERMISSION_DENIED";
                    };
                };
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The project id (`prj_…`; `demo` is the project a self-hosted server creates on its first start)
                 * @example demo
                 */
                projectId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://hooks.acme.example/ferry",
                 *       "events": [
                 *         "install.matched",
                 *         "referral.tracked"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["CreateWebhook"];
            };
        };
        responses: {
            /** @description The webhook, with its secret */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookCreated"];
                };
            };
            /** @description `INVALID_ARGUMENT`: the request is malformed or a value is invalid; `field` names it. A JSON body field the route does not know is refused with `Unknown field: <name>`. */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INVALID_ARGUMENT";
                    };
                };
            };
            /** @description `UNAUTHENTICATED`: no credential, or an unknown or expired one. */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description `PLAN_LIMIT_REACHED`: the project's plan does not allow it (monthly links or clicks, projects per owner, custom domains, branding). `PERMISSION_DENIED`: the credential may not do this (another project, a publishable key, a viewer, not the owner). */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PLAN_LIMIT_REACHED" | "PERMISSION_DENIED";
                    };
                };
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `PAYLOAD_TOO_LARGE`: the body is larger than 1 MB (a CSV: 1 MB or 400 rows). */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description `UNSUPPORTED_MEDIA_TYPE`: a JSON body sent without `Content-Type: application/json` (or `application/*+json`); a body sent with a `Content-Encoding` (gzip, br...): Ferry decodes none, send it uncompressed; on the CSV upload, not a CSV file sent as multipart/form-data. */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    getWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The project id (`prj_…`; `demo` is the project a self-hosted server creates on its first start)
                 * @example demo
                 */
                projectId: string;
                /**
                 * @description The webhook id (`wh_…`)
                 * @example wh_0123456789abcdef
                 */
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The webhook */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            /** @description `INVALID_ARGUMENT`: the request is malformed or a value is invalid; `field` names it. A JSON body field the route does not know is refused with `Unknown field: <name>`. */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INVALID_ARGUMENT";
                    };
                };
            };
            /** @description `UNAUTHENTICATED`: no credential, or an unknown or expired one. */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description `PERMISSION_DENIED`: the credential may not do this (another project, a publishable key, a viewer, not the owner). */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PERMISSION_DENIED";
                    };
                };
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The project id (`prj_…`; `demo` is the project a self-hosted server creates on its first start)
                 * @example demo
                 */
                projectId: string;
                /**
                 * @description The webhook id (`wh_…`)
                 * @example wh_0123456789abcdef
                 */
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            /** @description `INVALID_ARGUMENT`: the request is malformed or a value is invalid; `field` names it. A JSON body field the route does not know is refused with `Unknown field: <name>`. */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INVALID_ARGUMENT";
                    };
                };
            };
            /** @description `UNAUTHENTICATED`: no credential, or an unknown or expired one. */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description `PERMISSION_DENIED`: the credential may not do this (another project, a publishable key, a viewer, not the owner). */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PERMISSION_DENIED";
                    };
                };
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `PAYLOAD_TOO_LARGE`: the body is larger than 1 MB (a CSV: 1 MB or 400 rows). */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The project id (`prj_…`; `demo` is the project a self-hosted server creates on its first start)
                 * @example demo
                 */
                projectId: string;
                /**
                 * @description The webhook id (`wh_…`)
                 * @example wh_0123456789abcdef
                 */
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "events": [
                 *         "install.matched",
                 *         "referral.tracked",
                 *         "referral.qualified"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["UpdateWebhook"];
            };
        };
        responses: {
            /** @description The webhook as changed */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            /** @description `INVALID_ARGUMENT`: the request is malformed or a value is invalid; `field` names it. A JSON body field the route does not know is refused with `Unknown field: <name>`. */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INVALID_ARGUMENT";
                    };
                };
            };
            /** @description `UNAUTHENTICATED`: no credential, or an unknown or expired one. */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description `PLAN_LIMIT_REACHED`: the project's plan does not allow it (monthly links or clicks, projects per owner, custom domains, branding). `PERMISSION_DENIED`: the credential may not do this (another project, a publishable key, a viewer, not the owner). */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PLAN_LIMIT_REACHED" | "PERMISSION_DENIED";
                    };
                };
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `PAYLOAD_TOO_LARGE`: the body is larger than 1 MB (a CSV: 1 MB or 400 rows). */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description `UNSUPPORTED_MEDIA_TYPE`: a JSON body sent without `Content-Type: application/json` (or `application/*+json`); a body sent with a `Content-Encoding` (gzip, br...): Ferry decodes none, send it uncompressed; on the CSV upload, not a CSV file sent as multipart/form-data. */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The project id (`prj_…`; `demo` is the project a self-hosted server creates on its first start)
                 * @example demo
                 */
                projectId: string;
                /**
                 * @description The webhook id (`wh_…`)
                 * @example wh_0123456789abcdef
                 */
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deliveries */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryList"];
                };
            };
            /** @description `INVALID_ARGUMENT`: the request is malformed or a value is invalid; `field` names it. A JSON body field the route does not know is refused with `Unknown field: <name>`. */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INVALID_ARGUMENT";
                    };
                };
            };
            /** @description `UNAUTHENTICATED`: no credential, or an unknown or expired one. */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description `PERMISSION_DENIED`: the credential may not do this (another project, a publishable key, a viewer, not the owner). */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PERMISSION_DENIED";
                    };
                };
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    sendWebhookTestEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The project id (`prj_…`; `demo` is the project a self-hosted server creates on its first start)
                 * @example demo
                 */
                projectId: string;
                /**
                 * @description The webhook id (`wh_…`)
                 * @example wh_0123456789abcdef
                 */
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Queued */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookTestQueued"];
                };
            };
            /** @description `INVALID_ARGUMENT`: the request is malformed or a value is invalid; `field` names it. A JSON body field the route does not know is refused with `Unknown field: <name>`. */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INVALID_ARGUMENT";
                    };
                };
            };
            /** @description `UNAUTHENTICATED`: no credential, or an unknown or expired one. */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description `PERMISSION_DENIED`: the credential may not do this (another project, a publishable key, a viewer, not the owner). */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PERMISSION_DENIED";
                    };
                };
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `PAYLOAD_TOO_LARGE`: the body is larger than 1 MB (a CSV: 1 MB or 400 rows). */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    listCampaigns: {
        parameters: {
            query?: {
                /** @description The project; required with an ID token (a key implies its own) */
                projectId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Newest first */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignList"];
                };
            };
            /** @description `INVALID_ARGUMENT`: the request is malformed or a value is invalid; `field` names it. A JSON body field the route does not know is refused with `Unknown field: <name>`. */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INVALID_ARGUMENT";
                    };
                };
            };
            /** @description `UNAUTHENTICATED`: no credential, or an unknown or expired one. */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description `PERMISSION_DENIED`: the credential may not do this (another project, a publishable key, a viewer, not the owner). */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PERMISSION_DENIED";
                    };
                };
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    createCampaign: {
        parameters: {
            query?: {
                /** @description The project; required with an ID token (a key implies its own) */
                projectId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Summer 2026",
                 *       "description": "Sale links for the summer newsletter"
                 *     }
                 */
                "application/json": components["schemas"]["CreateCampaignRequest"];
            };
        };
        responses: {
            /** @description Created */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampaignCreated"];
                };
            };
            /** @description `INVALID_ARGUMENT`: the request is malformed or a value is invalid; `field` names it. A JSON body field the route does not know is refused with `Unknown field: <name>`. */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INVALID_ARGUMENT";
                    };
                };
            };
            /** @description `UNAUTHENTICATED`: no credential, or an unknown or expired one. */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description `PERMISSION_DENIED`: the credential may not do this (another project, a publishable key, a viewer, not the owner). */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PERMISSION_DENIED";
                    };
                };
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `ALREADY_EXISTS`: the slug, subdomain, campaign name or custom domain is taken. */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "ALREADY_EXISTS";
                    };
                };
            };
            /** @description `PAYLOAD_TOO_LARGE`: the body is larger than 1 MB (a CSV: 1 MB or 400 rows). */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description `UNSUPPORTED_MEDIA_TYPE`: a JSON body sent without `Content-Type: application/json` (or `application/*+json`); a body sent with a `Content-Encoding` (gzip, br...): Ferry decodes none, send it uncompressed; on the CSV upload, not a CSV file sent as multipart/form-data. */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    getProjectAnalytics: {
        parameters: {
            query?: {
                /** @description First day (UTC), YYYY-MM-DD */
                from?: string;
                /** @description Last day (UTC), YYYY-MM-DD */
                to?: string;
            };
            header?: never;
            path: {
                /**
                 * @description The project id (`prj_…`; `demo` is the project a self-hosted server creates on its first start)
                 * @example demo
                 */
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectAnalytics"];
                };
            };
            /** @description `INVALID_ARGUMENT`: the request is malformed or a value is invalid; `field` names it. A JSON body field the route does not know is refused with `Unknown field: <name>`. */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INVALID_ARGUMENT";
                    };
                };
            };
            /** @description `UNAUTHENTICATED`: no credential, or an unknown or expired one. */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description `PERMISSION_DENIED`: the credential may not do this (another project, a publishable key, a viewer, not the owner). */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PERMISSION_DENIED";
                    };
                };
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    listInfluencerStats: {
        parameters: {
            query?: {
                /** @description The project; required with an ID token (a key implies its own) */
                projectId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description All time, most clicks first */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InfluencerStatsList"];
                };
            };
            /** @description `INVALID_ARGUMENT`: the request is malformed or a value is invalid; `field` names it. A JSON body field the route does not know is refused with `Unknown field: <name>`. */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INVALID_ARGUMENT";
                    };
                };
            };
            /** @description `UNAUTHENTICATED`: no credential, or an unknown or expired one. */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description `PERMISSION_DENIED`: the credential may not do this (another project, a publishable key, a viewer, not the owner). */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PERMISSION_DENIED";
                    };
                };
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    trackReferral: {
        parameters: {
            query?: {
                /** @description The project; required with an ID token (a key implies its own) */
                projectId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "referrerId": "user-123",
                 *       "newUserId": "user-456",
                 *       "linkId": "invite-123"
                 *     }
                 */
                "application/json": components["schemas"]["TrackReferralRequest"];
            };
        };
        responses: {
            /** @description The attribution */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrackResult"];
                };
            };
            /** @description `INVALID_ARGUMENT`: the request is malformed or a value is invalid; `field` names it. A JSON body field the route does not know is refused with `Unknown field: <name>`. */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INVALID_ARGUMENT";
                    };
                };
            };
            /** @description `UNAUTHENTICATED`: no credential, or an unknown or expired one. */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description `PERMISSION_DENIED`: the credential may not do this (another project, a publishable key, a viewer, not the owner). */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PERMISSION_DENIED";
                    };
                };
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `PAYLOAD_TOO_LARGE`: the body is larger than 1 MB (a CSV: 1 MB or 400 rows). */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description `UNSUPPORTED_MEDIA_TYPE`: a JSON body sent without `Content-Type: application/json` (or `application/*+json`); a body sent with a `Content-Encoding` (gzip, br...): Ferry decodes none, send it uncompressed; on the CSV upload, not a CSV file sent as multipart/form-data. */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    qualifyReferral: {
        parameters: {
            query?: {
                /** @description The project; required with an ID token (a key implies its own) */
                projectId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "newUserId": "user-456",
                 *       "event": "first_purchase"
                 *     }
                 */
                "application/json": components["schemas"]["QualifyReferralRequest"];
            };
        };
        responses: {
            /** @description The qualified attribution */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QualifyResult"];
                };
            };
            /** @description `INVALID_ARGUMENT`: the request is malformed or a value is invalid; `field` names it. A JSON body field the route does not know is refused with `Unknown field: <name>`. */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INVALID_ARGUMENT";
                    };
                };
            };
            /** @description `UNAUTHENTICATED`: no credential, or an unknown or expired one. */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description `PERMISSION_DENIED`: the credential may not do this (another project, a publishable key, a viewer, not the owner). */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PERMISSION_DENIED";
                    };
                };
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `PAYLOAD_TOO_LARGE`: the body is larger than 1 MB (a CSV: 1 MB or 400 rows). */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description `UNSUPPORTED_MEDIA_TYPE`: a JSON body sent without `Content-Type: application/json` (or `application/*+json`); a body sent with a `Content-Encoding` (gzip, br...): Ferry decodes none, send it uncompressed; on the CSV upload, not a CSV file sent as multipart/form-data. */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    getReferralFunnel: {
        parameters: {
            query?: {
                /** @description The project; required with an ID token (a key implies its own) */
                projectId?: string;
                range?: "7d" | "30d" | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Clicks, installs, referrals and qualified, per referrer */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferralFunnel"];
                };
            };
            /** @description `INVALID_ARGUMENT`: the request is malformed or a value is invalid; `field` names it. A JSON body field the route does not know is refused with `Unknown field: <name>`. */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INVALID_ARGUMENT";
                    };
                };
            };
            /** @description `UNAUTHENTICATED`: no credential, or an unknown or expired one. */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description `PERMISSION_DENIED`: the credential may not do this (another project, a publishable key, a viewer, not the owner). */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PERMISSION_DENIED";
                    };
                };
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    getReferralStats: {
        parameters: {
            query?: {
                /** @description The project; required with an ID token (a key implies its own) */
                projectId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description All time */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferralStats"];
                };
            };
            /** @description `INVALID_ARGUMENT`: the request is malformed or a value is invalid; `field` names it. A JSON body field the route does not know is refused with `Unknown field: <name>`. */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INVALID_ARGUMENT";
                    };
                };
            };
            /** @description `UNAUTHENTICATED`: no credential, or an unknown or expired one. */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description `PERMISSION_DENIED`: the credential may not do this (another project, a publishable key, a viewer, not the owner). */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PERMISSION_DENIED";
                    };
                };
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    getReferralLeaderboard: {
        parameters: {
            query?: {
                /** @description The project; required with an ID token (a key implies its own) */
                projectId?: string;
                /** @description How many, 1-100 */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Most unflagged referrals first */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferralLeaderboard"];
                };
            };
            /** @description `INVALID_ARGUMENT`: the request is malformed or a value is invalid; `field` names it. A JSON body field the route does not know is refused with `Unknown field: <name>`. */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INVALID_ARGUMENT";
                    };
                };
            };
            /** @description `UNAUTHENTICATED`: no credential, or an unknown or expired one. */
            401: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description `PERMISSION_DENIED`: the credential may not do this (another project, a publishable key, a viewer, not the owner). */
            403: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PERMISSION_DENIED";
                    };
                };
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    getConsoleConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sign-in options */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "firebase": {
                     *         "apiKey": "AIzaSyExample",
                     *         "authDomain": "acme-ferry.firebaseapp.com",
                     *         "projectId": "acme-ferry"
                     *       },
                     *       "password": false,
                     *       "oidc": null
                     *     }
                     */
                    "application/json": components["schemas"]["ConsoleConfig"];
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Up */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Readiness"];
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description The store cannot answer */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotReady"];
                };
            };
        };
    };
    matchInstall: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "subdomain": "demo",
                 *       "deviceInfo": {
                 *         "userAgent": "Acme/3.1 CFNetwork/1494.0.7 Darwin/23.4.0",
                 *         "timestamp": 1788000000000,
                 *         "timezone": "Europe/Paris",
                 *         "language": "fr-FR",
                 *         "screen": {
                 *           "width": 390,
                 *           "height": 844,
                 *           "pixelRatio": 3
                 *         }
                 *       },
                 *       "clipboard": "Qm9uam91ciBsZSBtb25kZQ"
                 *     }
                 */
                "application/json": components["schemas"]["MatchRequest"];
            };
        };
        responses: {
            /** @description The match, or `{matched: false}` */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "matched": true,
                     *       "deepLink": "acme://sale?id=42",
                     *       "params": {
                     *         "campaign": "summer"
                     *       },
                     *       "slug": "summer",
                     *       "subdomain": "acme",
                     *       "title": "Summer sale",
                     *       "projectId": "prj_0123456789abcdef",
                     *       "clickedAt": "2026-08-29T10:00:00.000Z",
                     *       "matchType": "clipboard",
                     *       "confidence": 1
                     *     }
                     */
                    "application/json": components["schemas"]["MatchResult"];
                };
            };
            /** @description `INVALID_ARGUMENT`: the request is malformed or a value is invalid; `field` names it. A JSON body field the route does not know is refused with `Unknown field: <name>`. */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INVALID_ARGUMENT";
                    };
                };
            };
            /** @description `PAYLOAD_TOO_LARGE`: the body is larger than 1 MB (a CSV: 1 MB or 400 rows). */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description `UNSUPPORTED_MEDIA_TYPE`: a JSON body sent without `Content-Type: application/json` (or `application/*+json`); a body sent with a `Content-Encoding` (gzip, br...): Ferry decodes none, send it uncompressed; on the CSV upload, not a CSV file sent as multipart/form-data. */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    sendDeviceSignals: {
        parameters: {
            query?: {
                /** @description The clipboard token of the click */
                t?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "timezone": "Europe/Paris",
                 *       "language": "fr-FR",
                 *       "screen": {
                 *         "width": 390,
                 *         "height": 844,
                 *         "pixelRatio": 3
                 *       }
                 *     }
                 */
                "text/plain": components["schemas"]["DeviceSignals"];
                /**
                 * @example {
                 *       "timezone": "Europe/Paris",
                 *       "language": "fr-FR",
                 *       "screen": {
                 *         "width": 390,
                 *         "height": 844,
                 *         "pixelRatio": 3
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["DeviceSignals"];
            };
        };
        responses: {
            /** @description Taken (a token that names no click is ignored) */
            204: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `INVALID_ARGUMENT`: the request is malformed or a value is invalid; `field` names it. A JSON body field the route does not know is refused with `Unknown field: <name>`. */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INVALID_ARGUMENT";
                    };
                };
            };
            /** @description `PAYLOAD_TOO_LARGE`: the body is larger than 1 MB (a CSV: 1 MB or 400 rows). */
            413: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description `UNSUPPORTED_MEDIA_TYPE`: a JSON body sent without `Content-Type: application/json` (or `application/*+json`); a body sent with a `Content-Encoding` (gzip, br...): Ferry decodes none, send it uncompressed; on the CSV upload, not a CSV file sent as multipart/form-data. */
            415: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    getPixel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The project id (`prj_…`; `demo` is the project a self-hosted server creates on its first start)
                 * @example demo
                 */
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A transparent GIF */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "image/gif": string;
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    getJourneyScript: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The project id (`prj_…`; `demo` is the project a self-hosted server creates on its first start)
                 * @example demo
                 */
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The script */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/javascript": string;
                };
            };
            /** @description Not modified (If-None-Match matched the ETag) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    getAppleAppSiteAssociation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Apple app site association (Universal Links) */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AppleAppSiteAssociation"];
                };
            };
            /** @description Not modified (If-None-Match matched the ETag) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
        };
    };
    getAppleAppSiteAssociationAtRoot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Apple app site association, at the root (older iOS) */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AppleAppSiteAssociation"];
                };
            };
            /** @description Not modified (If-None-Match matched the ETag) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
        };
    };
    getAssetLinks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Android asset links (App Links) */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetLinks"];
                };
            };
            /** @description Not modified (If-None-Match matched the ETag) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
        };
    };
    visitLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The link's slug (case-sensitive). Any other path is answered too: with the project's catch-all URL, a 302 there; without, the 404 page
                 * @example summer-sale
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page: deepview, desktop deepview, crawler preview, Coming Soon or the password form */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Content-Security-Policy": components["headers"]["Content-Security-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": unknown;
                };
            };
            /** @description Where the visitor goes: the store, an app URL, desktopUrl, a geo rule, a fallback or the catch-all URL */
            302: {
                headers: {
                    Location: components["headers"]["Location"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The project's monthly click quota is spent */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Content-Security-Policy": components["headers"]["Content-Security-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": unknown;
                };
            };
            /** @description No such link on this host */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Content-Security-Policy": components["headers"]["Content-Security-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": unknown;
                };
            };
            /** @description The link expired or reached its maxClicks */
            410: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Content-Security-Policy": components["headers"]["Content-Security-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": unknown;
                };
            };
            /** @description Too many visits from this IP or to this project (or wrong passwords) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": unknown;
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
        };
    };
    unlockLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The link's slug (case-sensitive). Any other path is answered too: with the project's catch-all URL, a 302 there; without, the 404 page
                 * @example summer-sale
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "password": "summer-2026"
                 *     }
                 */
                "application/x-www-form-urlencoded": components["schemas"]["PasswordForm"];
                /**
                 * @example {
                 *       "password": "summer-2026"
                 *     }
                 */
                "multipart/form-data": components["schemas"]["PasswordForm"];
            };
        };
        responses: {
            /** @description A page: deepview, desktop deepview, crawler preview, Coming Soon or the password form */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Content-Security-Policy": components["headers"]["Content-Security-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": unknown;
                };
            };
            /** @description Where the visitor goes: the store, an app URL, desktopUrl, a geo rule, a fallback or the catch-all URL */
            302: {
                headers: {
                    Location: components["headers"]["Location"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A form that cannot be read (malformed, the password field repeated or a file) or a password longer than 1,024 characters, refused whatever the link */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": unknown;
                };
            };
            /** @description Wrong password: the form again */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Content-Security-Policy": components["headers"]["Content-Security-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": unknown;
                };
            };
            /** @description The project's monthly click quota is spent */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Content-Security-Policy": components["headers"]["Content-Security-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": unknown;
                };
            };
            /** @description No such link on this host */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Content-Security-Policy": components["headers"]["Content-Security-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": unknown;
                };
            };
            /** @description The link expired or reached its maxClicks */
            410: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Content-Security-Policy": components["headers"]["Content-Security-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": unknown;
                };
            };
            /** @description The form is larger than 16 KB */
            413: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": unknown;
                };
            };
            /** @description Not a form: no body, or a body that is neither url-encoded nor multipart */
            415: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": unknown;
                };
            };
            /** @description Too many visits from this IP or to this project (or wrong passwords) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": unknown;
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
        };
    };
    checkLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The link's slug (case-sensitive). Any other path is answered too: with the project's catch-all URL, a 302 there; without, the 404 page
                 * @example summer-sale
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page: deepview, desktop deepview, crawler preview, Coming Soon or the password form */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Content-Security-Policy": components["headers"]["Content-Security-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": unknown;
                };
            };
            /** @description Where the visitor goes: the store, an app URL, desktopUrl, a geo rule, a fallback or the catch-all URL */
            302: {
                headers: {
                    Location: components["headers"]["Location"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The project's monthly click quota is spent */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Content-Security-Policy": components["headers"]["Content-Security-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": unknown;
                };
            };
            /** @description No such link on this host */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Content-Security-Policy": components["headers"]["Content-Security-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": unknown;
                };
            };
            /** @description The link expired or reached its maxClicks */
            410: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Content-Security-Policy": components["headers"]["Content-Security-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": unknown;
                };
            };
            /** @description Too many visits from this IP or to this project (or wrong passwords) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": unknown;
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
        };
    };
    getOpenApiDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OpenAPI 3.1 */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiReference: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description This document, rendered */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Content-Security-Policy": components["headers"]["Content-Security-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": unknown;
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    getApiReferenceAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example swagger-ui-bundle.js */
                file: "swagger-ui-bundle.js" | "swagger-ui.css" | "ferry-docs.js" | "ferry-docs.css";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/javascript": string;
                    "text/css": string;
                };
            };
            /** @description Not modified (If-None-Match matched the ETag) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `NOT_FOUND`: no such project, link, key, member or domain. */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description `RATE_LIMITED`: too many requests; wait Retry-After seconds (docs/rate-limits.md). */
            429: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            431: components["responses"]["HeadersTooLarge"];
            /** @description `INTERNAL`: an unexpected server error; never caused by the request itself. */
            500: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description `UNAVAILABLE`: the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds. */
            503: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "UNAVAILABLE";
                    };
                };
            };
        };
    };
    linkCreatedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id, the same on every retry: drop duplicates by it */
                "Ferry-Webhook-Id": string;
                /** @description Unix seconds of this attempt: refuse old ones (replays) */
                "Ferry-Webhook-Timestamp": string;
                /** @description `v1=` and the hex HMAC-SHA256 of `<timestamp>.<raw body>`, keyed by the webhook's secret */
                "Ferry-Webhook-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LinkCreatedEvent"];
            };
        };
        responses: {
            /** @description Gone: Ferry turns the webhook off (`enabled: false`, `disabledReason: "gone"`) */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Delivered */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the delivery fails, with no retry (408 and 429 are retried) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Retried with backoff (as is no answer within 10 s), until 24 hours after the event */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    linkDeletedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id, the same on every retry: drop duplicates by it */
                "Ferry-Webhook-Id": string;
                /** @description Unix seconds of this attempt: refuse old ones (replays) */
                "Ferry-Webhook-Timestamp": string;
                /** @description `v1=` and the hex HMAC-SHA256 of `<timestamp>.<raw body>`, keyed by the webhook's secret */
                "Ferry-Webhook-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LinkDeletedEvent"];
            };
        };
        responses: {
            /** @description Gone: Ferry turns the webhook off (`enabled: false`, `disabledReason: "gone"`) */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Delivered */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the delivery fails, with no retry (408 and 429 are retried) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Retried with backoff (as is no answer within 10 s), until 24 hours after the event */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    linkClickedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id, the same on every retry: drop duplicates by it */
                "Ferry-Webhook-Id": string;
                /** @description Unix seconds of this attempt: refuse old ones (replays) */
                "Ferry-Webhook-Timestamp": string;
                /** @description `v1=` and the hex HMAC-SHA256 of `<timestamp>.<raw body>`, keyed by the webhook's secret */
                "Ferry-Webhook-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LinkClickedEvent"];
            };
        };
        responses: {
            /** @description Gone: Ferry turns the webhook off (`enabled: false`, `disabledReason: "gone"`) */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Delivered */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the delivery fails, with no retry (408 and 429 are retried) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Retried with backoff (as is no answer within 10 s), until 24 hours after the event */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    linkBrokenEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id, the same on every retry: drop duplicates by it */
                "Ferry-Webhook-Id": string;
                /** @description Unix seconds of this attempt: refuse old ones (replays) */
                "Ferry-Webhook-Timestamp": string;
                /** @description `v1=` and the hex HMAC-SHA256 of `<timestamp>.<raw body>`, keyed by the webhook's secret */
                "Ferry-Webhook-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LinkBrokenEvent"];
            };
        };
        responses: {
            /** @description Gone: Ferry turns the webhook off (`enabled: false`, `disabledReason: "gone"`) */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Delivered */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the delivery fails, with no retry (408 and 429 are retried) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Retried with backoff (as is no answer within 10 s), until 24 hours after the event */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    installMatchedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id, the same on every retry: drop duplicates by it */
                "Ferry-Webhook-Id": string;
                /** @description Unix seconds of this attempt: refuse old ones (replays) */
                "Ferry-Webhook-Timestamp": string;
                /** @description `v1=` and the hex HMAC-SHA256 of `<timestamp>.<raw body>`, keyed by the webhook's secret */
                "Ferry-Webhook-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InstallMatchedEvent"];
            };
        };
        responses: {
            /** @description Gone: Ferry turns the webhook off (`enabled: false`, `disabledReason: "gone"`) */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Delivered */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the delivery fails, with no retry (408 and 429 are retried) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Retried with backoff (as is no answer within 10 s), until 24 hours after the event */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    referralTrackedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id, the same on every retry: drop duplicates by it */
                "Ferry-Webhook-Id": string;
                /** @description Unix seconds of this attempt: refuse old ones (replays) */
                "Ferry-Webhook-Timestamp": string;
                /** @description `v1=` and the hex HMAC-SHA256 of `<timestamp>.<raw body>`, keyed by the webhook's secret */
                "Ferry-Webhook-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReferralTrackedEvent"];
            };
        };
        responses: {
            /** @description Gone: Ferry turns the webhook off (`enabled: false`, `disabledReason: "gone"`) */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Delivered */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the delivery fails, with no retry (408 and 429 are retried) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Retried with backoff (as is no answer within 10 s), until 24 hours after the event */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    referralQualifiedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id, the same on every retry: drop duplicates by it */
                "Ferry-Webhook-Id": string;
                /** @description Unix seconds of this attempt: refuse old ones (replays) */
                "Ferry-Webhook-Timestamp": string;
                /** @description `v1=` and the hex HMAC-SHA256 of `<timestamp>.<raw body>`, keyed by the webhook's secret */
                "Ferry-Webhook-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReferralQualifiedEvent"];
            };
        };
        responses: {
            /** @description Gone: Ferry turns the webhook off (`enabled: false`, `disabledReason: "gone"`) */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Delivered */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the delivery fails, with no retry (408 and 429 are retried) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Retried with backoff (as is no answer within 10 s), until 24 hours after the event */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookTestEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event's id, the same on every retry: drop duplicates by it */
                "Ferry-Webhook-Id": string;
                /** @description Unix seconds of this attempt: refuse old ones (replays) */
                "Ferry-Webhook-Timestamp": string;
                /** @description `v1=` and the hex HMAC-SHA256 of `<timestamp>.<raw body>`, keyed by the webhook's secret */
                "Ferry-Webhook-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookTestEvent"];
            };
        };
        responses: {
            /** @description Gone: Ferry turns the webhook off (`enabled: false`, `disabledReason: "gone"`) */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Delivered */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the delivery fails, with no retry (408 and 429 are retried) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Retried with backoff (as is no answer within 10 s), until 24 hours after the event */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
/** The events a webhook may subscribe to, each with its summary from the webhooks section, in the API's order. */
export const webhookEvents: readonly { type: components["schemas"]["WebhookEventType"]; summary: string }[] = [
    {
        "type": "link.created",
        "summary": "A link created (also in bulk, from a CSV file, or by cloning)"
    },
    {
        "type": "link.deleted",
        "summary": "A link deleted"
    },
    {
        "type": "link.clicked",
        "summary": "Every counted visit (indie and studio plans)"
    },
    {
        "type": "link.broken",
        "summary": "The daily check found a link's destination down"
    },
    {
        "type": "install.matched",
        "summary": "An app install matched to its click"
    },
    {
        "type": "referral.tracked",
        "summary": "A new user attributed to a referrer"
    },
    {
        "type": "referral.qualified",
        "summary": "A referral qualified"
    }
];
