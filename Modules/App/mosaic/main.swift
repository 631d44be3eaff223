import AppComposition
import CommandLineKit
import DealershipAssembly
import DealershipCommandLine
import DealershipTerminal
import DealershipWeb
import Foundation
import GuidomiaAssembly
import GuidomiaCommandLine
import GuidomiaTerminal
import GuidomiaWeb
import LaunchesAssembly
import LaunchesCommandLine
import LaunchesTerminal
import LaunchesWeb
import PokemonAssembly
import PokemonCommandLine
import PokemonTerminal
import PokemonWeb
import ProductsAssembly
import ProductsCommandLine
import ProductsTerminal
import ProductsWeb

// Every slice, in home-screen and `--help` order: a feature is one line here, after its Package.swift slice.
let features = FeatureRegistry([
    PokemonModule.self,
    LaunchesModule.self,
    DealershipModule.self,
    ProductsModule.self,
    GuidomiaModule.self,
])

let status = await Mosaic.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: ProcessInfo.processInfo.environment,
    console: StandardConsole(),
    features: features
)
exit(status)
