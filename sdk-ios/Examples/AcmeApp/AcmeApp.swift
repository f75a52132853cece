#if canImport(SwiftUI) && os(iOS)
import Ferry
import SwiftUI

@main
struct AcmeApp: App {
    var body: some Scene {
        WindowGroup {
            WelcomeView()
                .onAppear { Task { await AcmeLinks.shared.openDeferredLink() } } // the first launch's link, once
                .onOpenURL { url in // a Universal Link (https://acme.ferry.link/<slug>), cold or warm
                    guard url.scheme == "https" else { return } // acme:// links are the app's own routes
                    Task { await AcmeLinks.shared.open(universalLink: url) }
                }
        }
    }
}

struct WelcomeView: View {
    var body: some View {
        VStack(spacing: 16) {
            Text("Welcome to Acme").font(.title)
            if #available(iOS 16.0, *) {
                Text("Got an invite link? Copy it, then tap Paste.")
                FerryPasteButton(ferry: AcmeLinks.shared.ferry) { answer in AcmeLinks.shared.pasted(answer) }
            }
        }
        .padding()
    }
}
#endif
