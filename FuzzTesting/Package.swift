// swift-tools-version: 6.2
// The fuzzer of Mosaic's parsers: one libFuzzer executable that feeds the parser
// MOSAIC_FUZZ_TARGET names the bytes libFuzzer makes up. Its own package, because the whole
// build must be instrumented (-sanitize=fuzzer,address), which the main package's normal build
// and tests must not be. Build and run it with .ci/fuzz; see Docs/Reliability.md.

import Foundation
import PackageDescription

// A path dependency is known by its folder's name, which is whatever the checkout is called.
let mosaic = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .lastPathComponent

let package = Package(
    name: "MosaicFuzzing",
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "..")],
    targets: [
        .target(name: "LibFuzzerDriver", path: "Sources/LibFuzzerDriver"),
        .executableTarget(
            name: "mosaic-fuzz",
            dependencies: ["LibFuzzerDriver", .product(name: "FuzzEntries", package: mosaic)],
            path: "Sources/MosaicFuzzer"
        ),
    ],
    swiftLanguageModes: [.v6]
)
