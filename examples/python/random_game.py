"""Plays one random game (Wagram by default) through `kriegsspiel serve` and prints its `Result:` line.

    python3 examples/python/random_game.py [--seed N] [--scenario NAME]

Each ply takes the legal-action mask of the game (the indices of the legal actions) and plays one of them chosen
by Python's random.Random(seed): the same seed plays the same game. Only the standard library is used.
"""

import argparse
import random
import sys

from kriegsspiel_client import KriegsspielClient

MAX_PLIES = 100_000


def legal_indices(ks, game, encoded):
    """The legal actions now: mask indices when the ruleset has an action encoding, else the JSON actions."""
    if encoded:
        return ks.request("mask", game=game)["indices"]
    return ks.request("legalActions", game=game)["actions"]


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1, help="seed of the dice and of the random choices (default 1)")
    parser.add_argument("--scenario", default="wagram", help="a built-in scenario (default wagram)")
    args = parser.parse_args(argv)

    rng = random.Random(args.seed)
    with KriegsspielClient() as ks:
        hello = ks.hello
        opened = ks.request("setup", scenario=args.scenario, seed=args.seed)
        game, encoded = opened["game"], opened["actionSize"] is not None
        print(f"{args.scenario}, seed {args.seed}, random against random "
              f"(kriegsspiel {hello['package']}, protocol {hello['protocol']})", flush=True)
        decision, plies = opened["decision"], 0
        while decision["kind"] != "terminal" and plies < MAX_PLIES:
            choice = rng.choice(legal_indices(ks, game, encoded))
            move = {"index": choice} if encoded else {"action": choice}
            decision = ks.request("apply", game=game, events=False, **move)["decision"]
            plies += 1
        if decision["kind"] != "terminal":
            print(f"Stopped: the game did not end within {MAX_PLIES} actions")
            return 1
        result = ks.request("result", game=game)
        print(f"{plies} actions played")
        print(result["line"])
    return 0


if __name__ == "__main__":
    sys.exit(main())
