/// The exact text of the design-system example screens, as `example` prints them.
enum DesignScreenFixtures {
    static let settings = #"""
          (JD) Jane Doe                                          ›
               Edit profile
          ────────────────────────────────────────────────────────
          Search region                                   Russia ›



          ★ Favourite vacancies
          ✉ Messages
          ⚑ Applications



          Push notifications
          ══════════════════
          [x] New messages
          [x] Application status
          [ ] Recommended vacancies
        · [ ] Partner offers

        """#

    static let settingsNarrow = #"""
          (JD) Jane Doe                      ›
               Edit profile
          ────────────────────────────────────
          Search region               Russia ›



          ★ Favourite vacancies
          ✉ Messages
          ⚑ Applications



          Push notifications
          ══════════════════
          [x] New messages
          [x] Application status
          [ ] Recommended vacancies
        · [ ] Partner offers
        selected: open profile
        long-pressed: share profile

        """#

    static let settingsLoading = #"""

                       ◌ Loading…


        """#

    static let settingsEmpty = #"""

                   ○ No settings yet


        """#

    static let settingsError = #"""

             ✕ Could not load your settings

                       [ Retry ]
        selected: retry

        """#

    static let products = #"""
        Catalogue (table)
          Wool socks
          €9                                                 ★ 4.6
          ──────────────────────────────────────────────────────────
          Rain jacket
          €79                                                ★ 4.8
          ──────────────────────────────────────────────────────────
          Trail shoes
          €120                                               ★ 4.5
          ──────────────────────────────────────────────────────────
          Beanie
          €15                                                ★ 4.2
          ──────────────────────────────────────────────────────────
          Thermos
          €25                                                ★ 4.9
          ──────────────────────────────────────────────────────────
        Paged row (grid, page 1 of 3)
         Wool socks                    Rain jacket
         €9                    ★ 4.6   €79                   ★ 4.8
        Shop (one grid: a carousel of cards above the list)
          Featured
           Wool socks       Rain jacket      Trail shoes      Beanie
           €9       ★ 4.6   €79      ★ 4.8   €120     ★ 4.5   €15
          All products

          Wool socks
          €9                                                 ★ 4.6
          Rain jacket
          €79                                                ★ 4.8
          Trail shoes
          €120                                               ★ 4.5
          Beanie
          €15                                                ★ 4.2
          Thermos
          €25                                                ★ 4.9
        Cards 1–4 of 5 in view (offset 0 of 28); scroll sideways with --carousel-offset 17
        Upsell pop-up (stack)
        ╭─ You may also need ──────────╮
        │                              │
        │  Shoe spray                  │
        │  €7                   ★ 4.1  │
        │                              │
        │  Spare laces                 │
        │  €3                   ★ 4.4  │
        │                              │
        ╰──────────────────────────────╯

        """#

    static let productsPagedRow = #"""
        Catalogue (table)
          Wool socks
          €9                                     ★ 4.6
          ──────────────────────────────────────────────
          Rain jacket
          €79                                    ★ 4.8
          ──────────────────────────────────────────────
          Trail shoes
          €120                                   ★ 4.5
          ──────────────────────────────────────────────
          Beanie
          €15                                    ★ 4.2
          ──────────────────────────────────────────────
          Thermos
          €25                                    ★ 4.9
          ──────────────────────────────────────────────
        Paged row (grid, page 1 of 2)
         Wool socks      Rain jacket     Trail shoes
         €9      ★ 4.6   €79     ★ 4.8   €120    ★ 4.5

        selected: open product 3
        long-pressed: add product 2 to the cart
        Shop (one grid: a carousel of cards above the list)
          Featured
           Wool socks       Rain jacket      Trail shoes
           €9       ★ 4.6   €79      ★ 4.8   €120     ★
          All products

          Wool socks
          €9                                     ★ 4.6
          Rain jacket
          €79                                    ★ 4.8
          Trail shoes
          €120                                   ★ 4.5
          Beanie
          €15                                    ★ 4.2
          Thermos
          €25                                    ★ 4.9
        Cards 1–3 of 5 in view (offset 0 of 40); scroll sideways with --carousel-offset 17
        Upsell pop-up (stack)
        ╭─ You may also need ──────────╮
        │                              │
        │  Shoe spray                  │
        │  €7                   ★ 4.1  │
        │                              │
        │  Spare laces                 │
        │  €3                   ★ 4.4  │
        │                              │
        ╰──────────────────────────────╯

        """#

    static let productsError = #"""

             ✕ Could not load the products

                       [ Retry ]
        selected: retry

        """#

    static let feed = #"""
          Your feed
          ═════════
          @anna · photo
          ┌──────────────────────────────────┐
          │            /\    /\  ☼           │
          │           /  \/\/  \             │
          └──────────────────────────────────┘
          Morning in the Alps             ♥ 24
        ────────────────────────────────────────
          @ben
          Finished my first 10k run today.
          Slow, but done!
          ♥ 12 · 3 comments
        ────────────────────────────────────────
          @chloe · photo
          ┌──────────────────────────────────┐
          │                ☼                 │
          │          ~~~~~~~~~~~~~           │
          └──────────────────────────────────┘
          Low tide                         ♥ 8
        ────────────────────────────────────────
          @dev
          Anyone up for chess on Sunday?
          ♥ 2 · 1 comment
        ────────────────────────────────────────
          @anna · photo
          ┌──────────────────────────────────┐
          │            ▖▗  ▟▙ ▗▖             │
          │           ▐█▌▐███▌█▙▟█           │
          └──────────────────────────────────┘
          City lights                     ♥ 31
        ────────────────────────────────────────

        """#

    static let feedGrid = #"""
          Your feed
          ═════════
        @anna · photo            @ben
        ┌──────────────────────┐ Finished my first 10k
        │      /\    /\  ☼     │ run today. Slow, but
        │     /  \/\/  \       │ done!
        └──────────────────────┘ ♥ 12 · 3 comments
        Morning in the Alps ♥ 24

        @chloe · photo           @dev
        ┌──────────────────────┐ Anyone up for chess on
        │          ☼           │ Sunday?
        │    ~~~~~~~~~~~~~     │ ♥ 2 · 1 comment
        └──────────────────────┘
        Low tide             ♥ 8

        @anna · photo
        ┌──────────────────────┐
        │      ▖▗  ▟▙ ▗▖       │
        │     ▐█▌▐███▌█▙▟█     │
        └──────────────────────┘
        City lights         ♥ 31
        selected: open photo 5
        long-pressed: like 2

        """#

    static let feedEmpty = #"""

         ○ Nothing new. Follow someone to fill
                       your feed


        """#
}
