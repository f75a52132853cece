#if canImport(UIKit) && os(iOS)
import Ferry
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = WelcomeViewController()
        window.makeKeyAndVisible()
        self.window = window
        // Started by a Universal Link: it arrives here, not in scene(_:continue:).
        let universalLink = connectionOptions.userActivities.first { $0.activityType == NSUserActivityTypeBrowsingWeb }?.webpageURL
        Task {
            if let url = universalLink {
                await AcmeLinks.shared.open(universalLink: url)
            } else {
                await AcmeLinks.shared.openDeferredLink() // the first launch's link, once
            }
        }
    }

    /// A Universal Link (https://acme.ferry.link/<slug>) while the app runs.
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        guard userActivity.activityType == NSUserActivityTypeBrowsingWeb, let url = userActivity.webpageURL else { return }
        Task { await AcmeLinks.shared.open(universalLink: url) }
    }
}

final class WelcomeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let title = UILabel()
        title.text = "Welcome to Acme"
        title.font = .preferredFont(forTextStyle: .title1)
        let stack = UIStackView(arrangedSubviews: [title])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 16
        if #available(iOS 16.0, *) {
            let hint = UILabel()
            hint.text = "Got an invite link? Copy it, then tap Paste."
            stack.addArrangedSubview(hint)
            stack.addArrangedSubview(FerryPasteControl(ferry: AcmeLinks.shared.ferry) { answer in AcmeLinks.shared.pasted(answer) })
        }
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}
#endif
