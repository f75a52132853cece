import Foundation

/// Which link brought this install (`POST /api/match`), asked once per install. The answer, match
/// or not, is remembered in the app's storage; only a failure is asked again. The server hands a
/// match out once (the same device asking again within 5 minutes gets it again), so the stored copy
/// is the one that lasts.
actor InstallCheck {
    private let transport: Transport
    private let host: LinkHost
    private let storageKey: String
    private let storage: FerryStorage
    private let clipboard: (@Sendable () async -> String?)?
    private let deviceInfo: DeviceInfo?
    private let debug: FerryDebug?

    private var answered: RememberedAnswer?
    /// Calls made while the first is under way wait for it: one request, one clipboard read.
    private var inFlight: Task<DeferredLink?, Error>?

    init(transport: Transport, host: LinkHost, storageKey: String, storage: FerryStorage,
         clipboard: (@Sendable () async -> String?)?, deviceInfo: DeviceInfo?, debug: FerryDebug?) {
        self.transport = transport
        self.host = host
        self.storageKey = storageKey
        self.storage = storage
        self.clipboard = clipboard
        self.deviceInfo = deviceInfo
        self.debug = debug
    }

    func deferredLink() async throws -> DeferredLink? {
        if let answered = answered { return answered.match }
        if let inFlight = inFlight { return try await inFlight.value }
        return try await run { try await self.firstCheck() }
    }

    /// What a paste control handed over. An install that has its link keeps it; otherwise the
    /// pasted token is asked about (a match is remembered). Nil without a request when the text
    /// holds no token: the user pasted something else.
    func deferredLink(pasted text: String) async throws -> DeferredLink? {
        if let inFlight = inFlight { _ = try? await inFlight.value }
        if answered == nil {
            let stored = await readRemembered()
            if answered == nil { answered = stored } // an answer that came meanwhile is newer
        }
        if let match = answered?.match { return match }
        guard let token = ClipboardToken.find(in: text) else {
            debug?.say("deferredLink(pasted:): the pasted text holds no Ferry token; nothing asked")
            return nil
        }
        let started = ProcessInfo.processInfo.systemUptime
        return try await run { try await self.ask(clipboardToken: token, startedAt: started) }
    }

    /// One check at a time: calls made meanwhile wait for it. Cancelling the caller cancels the
    /// check and its request (nothing is stored then: the next call asks again).
    private func run(_ check: @escaping @Sendable () async throws -> DeferredLink?) async throws -> DeferredLink? {
        let task = Task { try await check() }
        inFlight = task
        defer { inFlight = nil }
        return try await withTaskCancellationHandler { try await task.value } onCancel: { task.cancel() }
    }

    private func firstCheck() async throws -> DeferredLink? {
        if let stored = await readRemembered() {
            debug?.say("deferredLink: the answer stored under \"\(storageKey)\" (\(stored.match?.slug ?? "no match")); this install asked already")
            answered = stored
            return stored.match
        }
        // The pasteboard reader gets a `timeout` of its own first (iOS's paste prompt waits for the
        // person); the request's deadline starts after it, so a slow reader never costs the match.
        let pasted = await quietly(clipboard)
        let started = ProcessInfo.processInfo.systemUptime
        return try await ask(clipboardToken: pasted.flatMap(ClipboardToken.find(in:)), startedAt: started)
    }

    private func ask(clipboardToken: String?, startedAt started: TimeInterval) async throws -> DeferredLink? {
        let secretKey = debug?.secretKey
        let facts = try await deviceFacts(startedAt: started)
        let body = MatchRequestBody(deviceInfo: facts.wire(), clipboard: clipboardToken, subdomain: host.bodySubdomain,
                                    debug: secretKey == nil ? nil : true)
        let url = "\(host.apiOrigin)/api/match"
        let headers = secretKey.map { ["Authorization": "Bearer \($0)"] } ?? [:]
        let request = JSONRequest(method: "POST", url: url, body: try JSONEncoder().encode(body), headers: headers)
        let answer = try await transport.send(request, startedAt: started)
        let match: DeferredLink?
        do {
            let head = try JSONDecoder().decode(MatchAnswerHead.self, from: answer.body)
            match = head.matched ? try JSONDecoder().decode(DeferredLink.self, from: answer.body) : nil
        } catch {
            throw FerryError.badResponse(status: answer.status, detail: "a match answer that is neither a match nor {\"matched\": false}",
                                         host: hostOf(url), url: url)
        }
        if let debug = debug, let json = try? JSONSerialization.jsonObject(with: answer.body) as? [String: Any] {
            debug.describe(answer: json, match: match)
        }
        // A later "no match" (a paste that held another token) never replaces the install's link.
        if match == nil, let kept = answered?.match { return kept }
        // A debug answer's reasons are for the log: the stored match is the same with debug on or off.
        let remembered = RememberedAnswer(match: match)
        answered = remembered
        await writeRemembered(remembered)
        return match
    }

    /// The app's facts, or the device's, read within the request's deadline (at most a second: the
    /// main actor may be busy with the app's first screen); without them the match still goes.
    private func deviceFacts(startedAt started: TimeInterval) async throws -> DeviceInfo {
        if let given = deviceInfo { return given }
        let left = transport.timeout - (ProcessInfo.processInfo.systemUptime - started)
        return try await within(seconds: min(left, 1)) { await DeviceInfo.current() } ?? DeviceInfo()
    }

    private func readRemembered() async -> RememberedAnswer? {
        do {
            return RememberedAnswer.read(try await storage.string(forKey: storageKey))
        } catch {
            debug?.say("deferredLink: the storage could not be read: \(error) (asking Ferry)")
            return nil
        }
    }

    /// Not remembered when the storage fails: the next launch asks again, and gets the same match
    /// within 5 minutes.
    private func writeRemembered(_ answer: RememberedAnswer) async {
        guard let text = answer.text() else { return }
        do {
            try await storage.set(text, forKey: storageKey)
        } catch {
            debug?.say("deferredLink: the answer could not be stored: \(error) (the next launch asks again)")
        }
    }

    /// The app's clipboard reader hanging only loses that signal.
    private func quietly(_ reader: (@Sendable () async -> String?)?) async -> String? {
        guard let reader = reader else { return nil }
        let read = try? await within(seconds: transport.timeout) { await reader() }
        return (read ?? nil) ?? nil
    }
}

private struct MatchRequestBody: Encodable {
    let deviceInfo: WireDeviceInfo
    let clipboard: String?
    let subdomain: String?
    let debug: Bool?
}

private struct MatchAnswerHead: Decodable {
    let matched: Bool
}
