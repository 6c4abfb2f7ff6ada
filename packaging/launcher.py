"""Entry point of the frozen application: the same `triangles` command as an installed one."""

from triangles.cli import main

raise SystemExit(main())
