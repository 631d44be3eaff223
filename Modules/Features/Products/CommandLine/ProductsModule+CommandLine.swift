package import CommandLineKit
package import ProductsAssembly

/// The Products slice in the one-shot command line.
extension ProductsModule: CommandLineFeature {
    package static var commands: [Command] { ProductsCommands.all }
}
