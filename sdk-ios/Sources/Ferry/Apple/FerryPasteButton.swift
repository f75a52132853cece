#if canImport(SwiftUI) && os(iOS)
import SwiftUI

/// SwiftUI's PasteButton for a welcome screen (iOS 16+): the user's tap is the consent, so iOS
/// shows no "Allow Paste" prompt. What was pasted goes to `ferry.deferredLink(pasted:)` and the
/// answer to `onLink` on the main actor: the install's link, nil when the text held no token (or
/// matched no click), or the error. Style it as any PasteButton (`.buttonBorderShape`, `.tint`,
/// `.labelStyle`).
@available(iOS 16.0, *)
public struct FerryPasteButton: View {
    private let ferry: Ferry
    private let onLink: @MainActor @Sendable (Result<DeferredLink?, Error>) -> Void

    public init(ferry: Ferry, onLink: @escaping @MainActor @Sendable (Result<DeferredLink?, Error>) -> Void) {
        self.ferry = ferry
        self.onLink = onLink
    }

    public var body: some View {
        // Copies, not self: PasteButton may call back off the main thread.
        let ferry = self.ferry
        let onLink = self.onLink
        return PasteButton(payloadType: String.self) { @Sendable pasted in
            guard let text = pasted.first else { return }
            Task { @MainActor in
                let answer: Result<DeferredLink?, Error>
                do { answer = .success(try await ferry.deferredLink(pasted: text)) } catch { answer = .failure(error) }
                onLink(answer)
            }
        }
    }
}
#endif
