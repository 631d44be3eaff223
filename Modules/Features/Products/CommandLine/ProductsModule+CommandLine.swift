package import CommandLineKit
package import ProductsAssembly

extension ProductsModule: CommandLineFeature {
    package static var commands: [Command] { ProductsCommands.all }
}
