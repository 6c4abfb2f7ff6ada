from triangles.cli import main

raise SystemExit(main())
