#if canImport(UIKit) && os(iOS)
import UIKit

/// Reading the pasteboard without the user's tap, for `Ferry(clipboard: FerryPasteboard.readToken)`:
/// opt-in, since iOS 16 asks the user ("Allow Paste") whenever an app reads what another app
/// copied. A paste control (`FerryPasteButton`, `FerryPasteControl`) needs no prompt and no
/// reader. This one first asks iOS, without a prompt, whether the pasteboard holds plain text
/// (Apple calls it a probable web search; a URL, an image or nothing is not), and reads only then.
public enum FerryPasteboard {
    public static func readToken() async -> String? {
        let board = UIPasteboard.general
        guard board.hasStrings else { return nil }
        if #available(iOS 14.0, *) {
            let found: Set<UIPasteboard.DetectionPattern> = await withCheckedContinuation { continuation in
                board.detectPatterns(for: [.probableWebSearch]) { result in
                    continuation.resume(returning: (try? result.get()) ?? [])
                }
            }
            guard found.contains(.probableWebSearch) else { return nil }
        }
        return board.string.flatMap { ClipboardToken.find(in: $0) }
    }
}
#endif
