#if canImport(UIKit) && os(iOS)
import UIKit
import UniformTypeIdentifiers

/// The system's Paste button for a UIKit welcome screen (iOS 16+). The user's tap is the consent,
/// so iOS shows no "Allow Paste" prompt; what was pasted goes to `ferry.deferredLink(pasted:)` and
/// the answer to `onLink` on the main actor: the install's link, nil when the text held no token
/// (or matched no click), or the error. Lay it out as any view; style it with `configuration`.
@available(iOS 16.0, *)
public final class FerryPasteControl: UIView {
    public let control: UIPasteControl
    private let ferry: Ferry
    private let onLink: @MainActor @Sendable (Result<DeferredLink?, Error>) -> Void

    public init(ferry: Ferry, configuration: UIPasteControl.Configuration = UIPasteControl.Configuration(),
                onLink: @escaping @MainActor @Sendable (Result<DeferredLink?, Error>) -> Void) {
        self.ferry = ferry
        self.onLink = onLink
        control = UIPasteControl(configuration: configuration)
        super.init(frame: .zero)
        pasteConfiguration = UIPasteConfiguration(acceptableTypeIdentifiers: [UTType.plainText.identifier])
        control.target = self
        control.translatesAutoresizingMaskIntoConstraints = false
        addSubview(control)
        NSLayoutConstraint.activate([
            control.leadingAnchor.constraint(equalTo: leadingAnchor),
            control.trailingAnchor.constraint(equalTo: trailingAnchor),
            control.topAnchor.constraint(equalTo: topAnchor),
            control.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("FerryPasteControl is made in code: init(ferry:configuration:onLink:)")
    }

    override public func paste(itemProviders: [NSItemProvider]) {
        guard let provider = itemProviders.first(where: { $0.canLoadObject(ofClass: NSString.self) }) else { return }
        let ferry = self.ferry
        let onLink = self.onLink
        _ = provider.loadObject(ofClass: NSString.self) { @Sendable object, _ in
            guard let text = object as? String else { return }
            Task { @MainActor in
                let answer: Result<DeferredLink?, Error>
                do { answer = .success(try await ferry.deferredLink(pasted: text)) } catch { answer = .failure(error) }
                onLink(answer)
            }
        }
    }
}
#endif
