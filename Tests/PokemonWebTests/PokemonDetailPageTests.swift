import Foundation
import PokemonDetailFeature
import PokemonWeb
import Testing
import WebAppKit

@Suite struct PokemonDetailPageTests {
    private func content(
        name: String = "Pikachu", types: [String]? = ["Electric"], kilograms: Double? = 6, centimetres: Int? = 40
    ) -> PokemonDetailContent {
        PokemonDetailContent(
            id: 25, name: name, apiName: "pikachu", imageURL: URL(string: "https://img.example/25.png"), types: types,
            weightKilograms: kilograms, heightCentimetres: centimetres, savedAt: nil)
    }

    private func html(_ content: PokemonDetailContent) -> String {
        PageLayout.document(for: PokemonDetailPage.page(for: PokemonDetailViewState(phase: .loaded, content: content)))
    }

    @Test func showsTheNumberTypesKilogramsAndCentimetres() {
        let page = html(content(types: ["Grass", "Poison"]))
        #expect(page.contains("<h1>Pikachu</h1>"))
        #expect(page.contains("<dt>Number</dt><dd>#25</dd>"))
        #expect(page.contains("<ul class=\"chips\"><li class=\"chip\">Grass</li><li class=\"chip\">Poison</li></ul>"))
        #expect(page.contains("<dt>Weight</dt><dd>6.0 kg</dd>"))
        #expect(page.contains("<dt>Height</dt><dd>40 cm</dd>"))
        #expect(page.contains("<a href=\"/pokemon\">‹ Pokédex</a>"))
    }

    @Test func theSpriteIsAPictureOfThisServerOnly() {
        let loaded = PokemonDetailViewState(phase: .loaded, content: content())
        let served = PageLayout.document(for: PokemonDetailPage.page(for: loaded, sprite: "/pokemon/pictures/p3"))
        #expect(served.contains("<img class=\"sprite\" src=\"/pokemon/pictures/p3\" alt=\"Pikachu\">"))
        let foreign = PageLayout.document(
            for: PokemonDetailPage.page(for: loaded, sprite: "https://img.example/25.png"))
        #expect(foreign.contains("src=\"/assets/placeholder.svg\""))
        #expect(!html(content()).contains("<img"), "no picture route, no picture")
    }

    @Test func whatTheFlagsHideIsNotShown() {
        let page = html(content(types: nil, kilograms: nil, centimetres: nil))
        #expect(!page.contains("Types"))
        #expect(!page.contains("Weight"))
        #expect(!page.contains("Height"))
        #expect(page.contains("<dt>Number</dt>"))
    }

    @Test func namesAndTypesFromTheAPIAreEscaped() {
        let page = html(content(name: "<script>x</script>\"", types: ["'><img>"]))
        #expect(!page.contains("<script>x"))
        #expect(!page.contains("<img>"))
        #expect(page.contains("<h1>&lt;script&gt;x&lt;/script&gt;&quot;</h1>"))
        #expect(page.contains("&#39;&gt;&lt;img&gt;"))
    }

    @Test func aFailureSaysWhy() {
        let state = PokemonDetailViewState(phase: .failed("no Pokémon with the id or name 'x'"))
        let page = PageLayout.document(for: PokemonDetailPage.page(for: state))
        #expect(page.contains("<p class=\"message error\">no Pokémon with the id or name &#39;x&#39;</p>"))
    }
}
