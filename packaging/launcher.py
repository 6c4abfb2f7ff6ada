"""Entry point of the frozen application: the same `triangles` command as an installed one.

`freeze_support` comes first: worker processes (the arena's, spawned) re-run this executable
with multiprocessing's own arguments, which must reach multiprocessing, not the command line.
"""

import multiprocessing

if __name__ == "__main__":
    multiprocessing.freeze_support()
    from triangles.cli import main

    raise SystemExit(main())
