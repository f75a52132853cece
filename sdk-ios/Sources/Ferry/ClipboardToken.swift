/// The token the deepview copies when the visitor taps its button: 16 random bytes in base64url,
/// 22 characters. Only this token is ever sent; the rest of what the user copied stays on the phone.
public enum ClipboardToken {
    public static let length = 22

    /// The first run of 22 token characters (`A-Z a-z 0-9 _ -`) in `text`, as the JavaScript and
    /// Kotlin libraries and the server find it; nil when there is none.
    public static func find(in text: String) -> String? {
        var run: [Unicode.Scalar] = []
        for scalar in text.unicodeScalars {
            guard isTokenScalar(scalar) else {
                run.removeAll(keepingCapacity: true)
                continue
            }
            run.append(scalar)
            if run.count == length { return String(String.UnicodeScalarView(run)) }
        }
        return nil
    }

    static func isTokenScalar(_ scalar: Unicode.Scalar) -> Bool {
        LinkHost.isAlphanumeric(scalar) || scalar == "_" || scalar == "-"
    }
}
