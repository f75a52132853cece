#if canImport(UIKit) && os(iOS)
import UIKit

/// Reading the pasteboard without the user's tap, for `Ferry(clipboard: FerryPasteboard.readToken)`:
/// opt-in, since iOS 16 asks the user ("Allow Paste") whenever an app reads what another app
/// copied. A paste control (`FerryPasteButton`, `FerryPasteControl`) needs no prompt and no
/// reader. This one first asks iOS, without a prompt, whether the pasteboard holds text of the
/// kinds a copied token comes as (a probable web search, or a web URL when an app shares the
/// token inside a link) and reads only then: an image, a number or nothing is not read.
public enum FerryPasteboard {
    public static func readToken() async -> String? {
        let board = UIPasteboard.general
        guard board.hasStrings else { return nil }
        if #available(iOS 14.0, *) {
            let found: Set<UIPasteboard.DetectionPattern> = await withCheckedContinuation { continuation in
                board.detectPatterns(for: [.probableWebSearch, .probableWebURL]) { result in
                    continuation.resume(returning: (try? result.get()) ?? [])
                }
            }
            guard !found.isEmpty else { return nil }
        }
        return board.string.flatMap { ClipboardToken.find(in: $0) }
    }
}
#endif
