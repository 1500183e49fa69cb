// swift-tools-version:6.0
// A small app package that uses navdocs by path, to test `swift package navlint`.
import PackageDescription

let package = Package(
    name: "PluginFixture",
    dependencies: [.package(path: "../../..")],
    targets: [.target(name: "Screens", exclude: ["Inbox.navbar", "Base.lproj"])]
)
