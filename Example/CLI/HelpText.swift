/// The text `--help` prints.
enum HelpText {
    /// The help, listing the screens of `registry`.
    @MainActor
    static func text(registry: ScreenRegistry) -> String {
        let nameWidth = max(12, (registry.names.map(\.count).max() ?? 0) + 2)
        let screens = registry.screens.map { screen in
            "                         \(screen.name.padding(to: nameWidth))\(screen.summary)"
        }.joined(separator: "\n")
        return """
            example: a demo of CellControllers, type-safe cell controllers on headless UIKit-like hosts.

            It shows a list as a table (or grid) of cells and prints what a screen would display, as
            text: one character per column, one line per row. Each item is a cell configured by its
            own cell controller; the controllers come from a factory and are put on screen by an
            adapter, exactly as in an app. With no FILE it lists twelve made-up pharmacy search
            results.

            USAGE
              swift run example [FILE.json] [options]
              (or, once built: .build/debug/example [FILE.json] [options])

            FILE.json
              A JSON array of pharmacy records. Every field is required:
                [{"name": "Rite Aid", "address1": "12 Cambridge Street", "city": "Boston",
                  "state": "MA", "zipCode": "02114", "phone": "6175550100", "fax": "6175550101",
                  "email": "store1042@riteaid.example", "distance": 0.74}]
              Phone and fax are shown as (617) 555-0100, the distance (in miles) as 0.74 miles.

            OPTIONS
              --screen NAME        the screen to show (default: pharmacies):
            \(screens)
              --layout table|grid  one row per item (default), or cards side by side
              --columns N          grid columns, \(range(ExampleOptions.columnsRange)) (default \(ExampleOptions.defaultColumns)); only with --layout grid
              --width N            viewport width in characters, \(range(ExampleOptions.widthRange)) (default \(ExampleOptions.defaultWidth))
              --height N           viewport height in lines, \(range(ExampleOptions.heightRange)) (default: tall enough
                                   for the whole list)
              --offset N           scroll down N lines before printing (default 0)
              --select INDEX       tap item INDEX (0 is the first item; headers do not count)
                                   and print what its controller did, after the list
              --long-press INDEX   long-press item INDEX and print what its controller did
              --control INDEX[:NAME]
                                   tap the control NAME (a switch, button or info button) of
                                   item INDEX, or its first, and print what it did
              --state STATE        show a placeholder screen instead of the data, as a table:
                                   loading, empty or error (the error message can be tapped)
              --interactive        show the screen in the terminal and use keys (see INTERACTIVE);
                                   combines with --screen, --layout, --columns, --state, FILE
              -h, --help           show this help

            INTERACTIVE
              The terminal is the viewport (a resize lays the list out again), with a status
              line at the bottom. Standard input and output must be a terminal.
                j k ↑ ↓              scroll a line          space PgDn / b PgUp   scroll a page
                g Home / G End       top / bottom           ← → Tab Shift-Tab     current item
                Enter                tap the current item   l                     long-press it
                c                    tap the current item's first control (a switch, an info button)
                /                    filter as you type: Enter keeps it, Esc clears it
                1-9 (in a menu)      a long press that presents a context menu (the inbox's)
                                     lists its actions: a digit performs one, Esc closes it
                q Esc Ctrl-C         quit (the terminal is restored)

            INBOX OPTIONS (--screen inbox; ROW counts rows across sections in display order,
            0 is the first row, headers do not count; the inbox is \(InboxScreen.defaultHeight) lines tall
            unless --height says otherwise)
              --swipe ROW          reveal the trailing swipe actions of ROW, drawn over the row
                                   as [Archive][Delete]
              --swipe-action ROW:TITLE
                                   perform the swipe action TITLE (Archive or Delete) of ROW,
                                   then print the updated list; Delete asks for a confirmation
                                   first, and the row stays swiped until it is answered
              --confirm yes|no     answer the confirmation of --swipe-action ROW:Delete
              --move FROM:TO       move flagged message FROM to row TO (flagged messages are
                                   reordered among themselves), then print the list
              --scroll-to-end      scroll down until no older mail loads; print the pages loaded
              --events             print the prefetch, display, impression and pagination events
                                   of the run, one per line, after the list
              --edit               enter editing mode: a checkmark (☐, ☑ when checked) on every
                                   row that can be edited (flagged messages cannot); prints
                                   the list in editing mode, then the final list
              --check ROW,ROW,...  tap these rows in editing mode, toggling their checkmarks
              --check-all          check every row that can be edited
              --delete-selected    delete the checked rows through the adapter's diff
              --delete-row ROW     with --edit and no checkmark option: rows show UIKit's delete
                                   control (⊖); tap ROW's, then its revealed Delete
              --menu ROW           long-press ROW: its context menu (Reply, Flag or Unflag,
                                   Archive, Delete) is drawn over the list
              --menu-action TITLE  perform the action TITLE of the --menu menu, then print the
                                   updated list
              --refresh            pull the list down at its top: new mail arrives while the
                                   refresh indicator covers the first line
              --accessibility      print what VoiceOver reads on screen, in reading order: each
                                   header and row's label, value, traits and actions

            CHAT OPTIONS (--screen chat: a bottom-anchored chat, \(ChatScreen.defaultHeight) lines tall unless --height
            says otherwise; it starts at the latest message, and they run in this order)
              --scroll-up N        scroll up N lines from the end
              --older              scroll to the top: the older page is requested there (a
                                   loading row shows above) and loads above the rows on screen,
                                   which stay where they are
              --receive N          N new messages arrive at the bottom (\(range(ChatOptions.receiveRange))): pinned to the
                                   end if the chat was there, the offset kept if scrolled up
              --events             print what happened, one line each, after the chat

            PRODUCTS OPTIONS (--screen products; its shop is one grid: a carousel of product cards
            that scrolls sideways, above the catalogue as a list)
              --carousel-offset N  scroll the carousel N columns sideways before printing (an
                                   app's scroll: no snapping to cards); the cards past the left
                                   and right edges are cut (--screen home takes it too,
                                   for its featured carousel)

            CAROUSELS OPTIONS (--screen carousels: a carousel of each paging kind, cards 8 wide)
              --swipe-carousel KIND:DISTANCE[,DISTANCE...]
                                   swipe the carousel KIND (none, item, group, page,
                                   paged-group, centered) by DISTANCE columns (negative: back),
                                   once per DISTANCE; a line per swipe says where it rested.
                                   The paged kinds move at most one page per swipe

            COUNTRIES OPTIONS (--screen countries; the first line lists the section index titles,
            and the list is \(CountriesScreen.defaultHeight) lines tall unless --height says otherwise)
              --jump TITLE         jump to the section of index title TITLE (a letter)
              --insert-above K     insert K made-up countries (\(range(SectionIndexOptions.insertRange))) at the top, keeping the
                                   row on top: the scroll position is read by identity before
                                   the apply and restored after
              --delete NAME        delete the country NAME in the same apply; when it is the row
                                   on top, the position cannot be restored, and the error says why
              --side-labels        show each letter in a column left of its countries, pinned
                                   at the top while they scroll by (a contacts list), instead
                                   of a header above them

            FILES OPTIONS (--screen files: a file browser whose folders expand in place, each row
            indented by its level after ▸ (collapsed) or ▾ (expanded); as tall as its rows unless
            --height says otherwise; the options run in this order)
              --expand PATHS       expand these folders (paths from the top, comma-separated,
                                   as in Documents,Documents/Taxes): their rows appear below them
              --collapse PATHS     then collapse these folders: their rows go, and each keeps
                                   the state of its subfolders for when it opens again
              --tap-disclosure ROW then tap the ▸ / ▾ of ROW (0 is the first row), as a user:
                                   the Trash refuses to open, Downloads loads its files the
                                   first time it opens

            BOARD OPTIONS (--screen board: two lists, To do and Done, each a table of its own; the
            Done list refuses cards whose title starts with "Blocked")
              --drag LIST:ROW      drag the card at ROW of LIST (todo or done; 0 is the first row)
              --drop LIST:ROW      ... to ROW of LIST and drop it there: within its list the card
                                   moves (ROW counts the other cards), to the other list it is
                                   deleted from one and inserted in the other
              --hold               hold the card over the place instead of dropping it: the list
                                   shows it there and the other rows make room (live reorder),
                                   but nothing has changed yet

            EXAMPLES
              swift run example                             the demo results as a table
              swift run example results.json                your own results
              swift run example --layout grid --columns 3 --width 90
              swift run example --width 36                  a narrow screen: lines wrap or are cut
              swift run example --height 15 --offset 9      a 15-line window, scrolled 9 lines down
              swift run example --select 2                  tap the third result: "call …"
              swift run example --state error --select 0    tap "retry" on the error screen
              swift run example --interactive               scroll, tap and filter the results
              swift run example --screen inbox --swipe-action 1:Archive
              swift run example --screen inbox --swipe-action 1:Delete --confirm yes
              swift run example --screen inbox --move 0:2 --scroll-to-end --events
              swift run example --screen chat --receive 1 --events
              swift run example --screen chat --scroll-up 3 --older --receive 2 --events
              swift run example --screen products --carousel-offset 17
              swift run example --screen carousels --layout grid --swipe-carousel page:50,50
              swift run example --screen countries --jump C
              swift run example --screen countries --offset 12 --insert-above 3
              swift run example --screen countries --side-labels --offset 3
              swift run example --screen inbox --edit --check 3,5 --delete-selected
              swift run example --screen inbox --menu 3 --menu-action Flag
              swift run example --screen inbox --refresh --accessibility
              swift run example --screen files --expand Documents,Documents/Taxes
              swift run example --screen files --tap-disclosure 2
              swift run example --screen board --drag todo:3 --drop done:0
              swift run example --screen board --drag todo:0 --drop todo:2 --hold

            EXIT STATUS
              0 success, 1 bad input (missing file, malformed JSON, bad record),
              2 bad command line (unknown option, bad value). Errors are one line on stderr,
              starting with "error: ". --interactive exits 1 when not run in a terminal, and
              130 after Ctrl-C.

            """
    }

    private static func range(_ range: ClosedRange<Int>) -> String {
        "\(range.lowerBound)–\(range.upperBound)"
    }
}
