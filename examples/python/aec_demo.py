"""A random game of the skirmish through the AEC environment, in PettingZoo's canonical loop.

    python3 examples/python/aec_demo.py [--seed N] [--scenario NAME] [--max-steps N]
"""

import argparse
import random
import sys

from aec_env import KriegsspielAECEnv


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--scenario", default="skirmish")
    parser.add_argument("--max-steps", type=int, default=None)
    args = parser.parse_args(argv)

    rng = random.Random(args.seed)
    env = KriegsspielAECEnv(args.scenario, max_steps=args.max_steps)
    try:
        env.reset(seed=args.seed)
        print(f"agents {env.possible_agents}, {env.action_space(env.possible_agents[0])}, "
              f"{env.observation_space(env.possible_agents[0])}")
        steps = 0
        for agent in env.agent_iter():
            (observation, mask), reward, termination, truncation, info = env.last()
            if termination or truncation:
                action = None
                print(f"{agent}: reward {reward}, {'terminated' if termination else 'truncated'}")
            else:
                action = rng.choice([index for index, legal in enumerate(mask) if legal])
                steps += 1
            env.step(action)
        result = info.get("result", {})
        outcome = result.get("summary", "") if result.get("terminal") else "truncated before the end"
        print(f"{steps} steps; {outcome}")
    finally:
        env.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
