// A launch of the Acme app from the command line, driving the README's AcmeLinks: the tests run it
// twice as separate processes (a relaunch must find the remembered answer), and on your Mac it
// asks a Ferry started with `npm start`, as an iPhone 14 Pro on iOS 17.4 would:
//   FERRY_KEY=sk_live_... swift run FerryFirstLaunch
// (FERRY_HOST, FERRY_DEFAULTS_SUITE and FERRY_OS_VERSION change what it asks; FERRY_KEY logs why)
import Ferry
import Foundation

let env = ProcessInfo.processInfo.environment
let defaults = UserDefaults(suiteName: env["FERRY_DEFAULTS_SUITE"] ?? "dev.ferry.first-launch")!
let links = AcmeLinks(
    host: env["FERRY_HOST"] ?? "http://demo.localhost:8080",
    defaults: defaults,
    deviceInfo: DeviceInfo(os: "iOS", osVersion: env["FERRY_OS_VERSION"] ?? "17.4", model: "iPhone15,2"),
    debug: env["FERRY_KEY"].map { FerryDebug(secretKey: $0) }, // why it matched or not
    navigate: { deepLink, params in print("navigate \(deepLink) \(params.keys.sorted())") }
)
if CommandLine.arguments.contains("--ask-ferry") {
    // Past the app's own flag: what the library itself answers in this install now.
    let link = try? await links.ferry.deferredLink()
    print("ferry answers \(link?.slug ?? "no link")")
} else {
    await links.openDeferredLink()
}
// iOS writes UserDefaults for the app; Foundation elsewhere only when asked, before the process ends.
defaults.synchronize()
print("launch done")
