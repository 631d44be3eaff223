import PokemonListFeature
import PokemonWeb
import Testing
import WebAppKit

@Suite struct PokemonListPageTests {
    private func loaded(
        _ names: [String], firstID: Int = 1, hasMore: Bool, mode: LoadMoreMode = .automatic
    ) -> PokemonListViewState {
        var state = PokemonListViewState(loadMoreMode: mode)
        state.phase = .loaded
        state.rows = names.enumerated().map { PokemonListRow(id: firstID + $0.offset, name: $0.element) }
        state.paging = PokemonListPaging(total: 1302, hasMore: hasMore)
        return state
    }

    private func html(_ state: PokemonListViewState, page: Int = 1) -> String {
        PageLayout.document(for: PokemonListPage.page(for: state, page: page))
    }

    @Test func rowsAreLinksThatPickTheirPokemon() {
        let page = html(loaded(["Bulbasaur", "Ivysaur"], hasMore: true))
        #expect(
            page.contains("<a href=\"/pokemon/pick/1\"><strong>Bulbasaur</strong><span class=\"muted\">#1</span></a>"))
        #expect(page.contains("href=\"/pokemon/pick/2\""))
        #expect(page.contains("Page 1 · 1302 Pokémon"))
    }

    @Test func withInfiniteScrollTheNextPageLinkCarriesItsFragmentForTheScript() {
        let page = html(loaded(["Pikachu"], firstID: 21, hasMore: true), page: 2)
        #expect(
            page.contains(
                "<nav class=\"more\"><a href=\"/pokemon?page=3\" data-fragment=\"/pokemon/page/3\">More Pokémon</a></nav>"
            ))
        #expect(page.contains("<a href=\"/pokemon\">‹ Previous page</a>"))
    }

    @Test func withoutInfiniteScrollTheNextPageIsAPlainLoadMoreLink() {
        let page = html(loaded(["Pikachu"], hasMore: true, mode: .onRequest))
        #expect(page.contains("<nav class=\"more\"><a href=\"/pokemon?page=2\">Load more</a></nav>"))
        #expect(!page.contains("data-fragment"))
        #expect(!page.contains("Previous page"))
    }

    @Test func theLastPageHasNoNextLink() {
        let page = html(loaded(["Pecharunt"], hasMore: false), page: 66)
        #expect(!page.contains("class=\"more\""))
    }

    @Test func theFragmentIsTheRowsAndTheNextLinkWithoutTheLayout() {
        let fragment = PokemonListPage.fragment(for: loaded(["Raichu"], firstID: 26, hasMore: true), page: 2).rendered
        #expect(fragment.hasPrefix("<ul class=\"rows pokedex\"><li><a href=\"/pokemon/pick/26\">"))
        #expect(fragment.hasSuffix("data-fragment=\"/pokemon/page/3\">More Pokémon</a></nav>"))
        #expect(!fragment.contains("<html"))
    }

    @Test func namesFromTheAPIAreEscaped() {
        let page = html(loaded(["<script>alert(\"x\")</script> & 'co'"], hasMore: false))
        #expect(!page.contains("<script>alert"))
        #expect(page.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;"))
    }

    @Test func failuresLoadingAndSavedDataSaySo() {
        var failed = PokemonListViewState(loadMoreMode: .automatic)
        failed.phase = .failed("cannot load the Pokémon list")
        #expect(html(failed).contains("<p class=\"message error\">cannot load the Pokémon list</p>"))
        var nextFailed = loaded(["Pikachu"], hasMore: true)
        nextFailed.paging.loadMoreError = "offline"
        let page = html(nextFailed)
        #expect(page.contains("<p class=\"message error\">offline</p>"))
        #expect(page.contains("<a href=\"/pokemon?page=2\">Try the next page again</a>"))
        #expect(html(PokemonListViewState(loadMoreMode: .automatic)).contains("Loading Pokémon…"))
    }
}
