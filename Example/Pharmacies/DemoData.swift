/// The built-in pharmacy search results shown when no FILE is given: a dozen made-up
/// pharmacies around Boston (all phone numbers are in the fictional 555-01xx range, all e-mail
/// addresses on the reserved `.example` domain), in the same JSON shape a FILE must have.
enum DemoData {
    /// The demo results as JSON, decoded like any FILE.
    static let pharmaciesJSON = """
        [
          {
            "name": "CVS",
            "address1": "587 Boylston Street",
            "city": "Boston",
            "state": "MA",
            "zipCode": "02116",
            "phone": "6175550142",
            "email": "store0587@cvs.example",
            "fax": "6175550143",
            "distance": 0.38
          },
          {
            "name": "Walgreens",
            "address1": "24 School Street",
            "city": "Boston",
            "state": "MA",
            "zipCode": "02108",
            "phone": "6175550118",
            "email": "store2271@walgreens.example",
            "fax": "6175550119",
            "distance": 0.51
          },
          {
            "name": "Rite Aid",
            "address1": "12 Cambridge Street",
            "city": "Boston",
            "state": "MA",
            "zipCode": "02114",
            "phone": "6175550100",
            "email": "store1042@riteaid.example",
            "fax": "6175550101",
            "distance": 0.74
          },
          {
            "name": "Beacon Hill Pharmacy",
            "address1": "88 Charles Street",
            "city": "Boston",
            "state": "MA",
            "zipCode": "02114",
            "phone": "6175550164",
            "email": "hello@beaconhillrx.example",
            "fax": "6175550165",
            "distance": 0.92
          },
          {
            "name": "North End Apothecary",
            "address1": "215 Hanover Street",
            "city": "Boston",
            "state": "MA",
            "zipCode": "02113",
            "phone": "6175550177",
            "email": "info@northendrx.example",
            "fax": "6175550178",
            "distance": 1.13
          },
          {
            "name": "Back Bay Compounding Pharmacy & Wellness Center",
            "address1": "350 Newbury Street",
            "city": "Boston",
            "state": "MA",
            "zipCode": "02115",
            "phone": "6175550123",
            "email": "rx@backbaycompounding.example",
            "fax": "6175550124",
            "distance": 1.27
          },
          {
            "name": "Walgreens",
            "address1": "530 Commonwealth Avenue",
            "city": "Boston",
            "state": "MA",
            "zipCode": "02215",
            "phone": "6175550190",
            "email": "store1185@walgreens.example",
            "fax": "6175550191",
            "distance": 1.46
          },
          {
            "name": "South End Family Pharmacy",
            "address1": "601 Tremont Street",
            "city": "Boston",
            "state": "MA",
            "zipCode": "02118",
            "phone": "6175550131",
            "email": "care@southendrx.example",
            "fax": "6175550132",
            "distance": 1.68
          },
          {
            "name": "Harborside Pharmacy",
            "address1": "45 Seaport Boulevard",
            "city": "Boston",
            "state": "MA",
            "zipCode": "02210",
            "phone": "6175550186",
            "email": "desk@harborsiderx.example",
            "fax": "6175550187",
            "distance": 1.85
          },
          {
            "name": "CVS",
            "address1": "631 Massachusetts Avenue",
            "city": "Cambridge",
            "state": "MA",
            "zipCode": "02139",
            "phone": "6175550155",
            "email": "store0631@cvs.example",
            "fax": "6175550156",
            "distance": 2.34
          },
          {
            "name": "Kendall Square Pharmacy",
            "address1": "290 Main Street",
            "city": "Cambridge",
            "state": "MA",
            "zipCode": "02142",
            "phone": "6175550149",
            "email": "team@kendallrx.example",
            "fax": "6175550150",
            "distance": 2.57
          },
          {
            "name": "Brookline Village Apothecary",
            "address1": "19 Harvard Street",
            "city": "Brookline",
            "state": "MA",
            "zipCode": "02445",
            "phone": "6175550172",
            "email": "shop@brooklinevillage.example",
            "fax": "6175550173",
            "distance": 3.06
          }
        ]
        """
}
