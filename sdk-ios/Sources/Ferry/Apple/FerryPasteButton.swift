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
    private let onLink: @MainActor (Result<DeferredLink?, Error>) -> Void

    public init(ferry: Ferry, onLink: @escaping @MainActor (Result<DeferredLink?, Error>) -> Void) {
        self.ferry = ferry
        self.onLink = onLink
    }

    public var body: some View {
        PasteButton(payloadType: String.self) { pasted in
            guard let text = pasted.first else { return }
            Task {
                let answer: Result<DeferredLink?, Error>
                do { answer = .success(try await ferry.deferredLink(pasted: text)) } catch { answer = .failure(error) }
                await onLink(answer)
            }
        }
    }
}
#endif
