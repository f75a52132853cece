#if canImport(Darwin)
import Foundation

extension Ferry {
    /// A Universal Link as iOS hands it to the app: the `NSUserActivity` of `scene(_:continue:)`,
    /// of `scene(_:willConnectTo:options:)` (`connectionOptions.userActivities`) or of SwiftUI's
    /// `onContinueUserActivity(NSUserActivityTypeBrowsingWeb)`. Nil for any other activity, and
    /// as `resolve(url:)` for a URL that is no live Ferry link.
    /// On the main actor, where iOS hands the activity over: only its URL crosses to the request.
    @MainActor
    public func resolve(userActivity: NSUserActivity) async throws -> ResolvedLink? {
        guard userActivity.activityType == NSUserActivityTypeBrowsingWeb, let url = userActivity.webpageURL else { return nil }
        return try await resolve(url: url)
    }
}
#endif
