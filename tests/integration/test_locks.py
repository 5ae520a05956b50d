"""Per-user write locks taken for a whole batch: exclusive, re-entrant, never in a cycle."""

from __future__ import annotations

import random
import threading
import time

import pytest
import redis

from memory_ext.errors import LockTimeoutError
from memory_ext.locks import RedisUserLocks


def test_batch_lock_holders_exclude_each_other_and_never_deadlock(
    redis_client: redis.Redis, key_prefix: str
) -> None:
    """Four holders (each its own RedisUserLocks, as separate processes would be) take
    overlapping sets of users in shuffled order and do a read-modify-write per user: a
    lost update would show a broken exclusion, a LockTimeoutError a wait cycle."""
    users = [f"u{i}" for i in range(8)]
    errors: list[BaseException] = []
    rounds = 25

    def holder(seed: int) -> None:
        locks = RedisUserLocks(redis_client, key_prefix, wait_seconds=20)
        rng = random.Random(seed)
        try:
            for _ in range(rounds):
                mine = rng.sample(users, 5)
                with locks.hold_many(mine):
                    for user in mine:
                        key = f"{key_prefix}:count:{user}"
                        redis_client.set(key, int(redis_client.get(key) or 0) + 1)
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=holder, args=(seed,)) for seed in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    total = sum(int(redis_client.get(f"{key_prefix}:count:{u}") or 0) for u in users)
    assert total == 4 * rounds * 5
    assert not list(redis_client.scan_iter(match=f"{key_prefix}:*:lock"))  # all released


def test_a_batch_waits_for_a_busy_user_without_holding_later_ones(
    redis_client: redis.Redis, key_prefix: str
) -> None:
    """u2 is busy: the batch holds u1 (before it) while waiting, but not u3 (after it),
    which another process can take meanwhile; so two batches never wait in a cycle."""
    batch, other = (RedisUserLocks(redis_client, key_prefix, wait_seconds=30) for _ in range(2))
    redis_client.set(batch.key("u2"), "another-process", px=60_000)
    done: list[bool] = []

    def learn() -> None:
        with batch.hold_many(["u3", "u1", "u2"]):
            done.append(all(redis_client.get(batch.key(u)) for u in ("u1", "u2", "u3")))

    worker = threading.Thread(target=learn)
    worker.start()
    while not redis_client.get(batch.key("u1")):  # the batch is now waiting for u2
        assert worker.is_alive()
        time.sleep(0.01)
    with other.hold("u3"):  # would time out if the waiting batch held u3
        pass
    redis_client.delete(batch.key("u2"))
    worker.join()
    assert done == [True]
    assert not list(redis_client.scan_iter(match=f"{key_prefix}:*:lock"))


def test_a_batch_that_gives_up_waiting_releases_what_it_took(
    redis_client: redis.Redis, key_prefix: str
) -> None:
    locks = RedisUserLocks(redis_client, key_prefix, wait_seconds=0.3)
    redis_client.set(locks.key("u2"), "another-process", px=60_000)
    with pytest.raises(LockTimeoutError), locks.hold_many(["u3", "u1", "u2"]):
        pass
    assert redis_client.get(locks.key("u1")) is None and redis_client.get(locks.key("u3")) is None
    redis_client.delete(locks.key("u2"))
    with locks.hold_many(["u3", "u1", "u2"]), locks.hold("u2"):  # re-entrant
        assert all(redis_client.get(locks.key(u)) for u in ("u1", "u2", "u3"))
    assert not list(redis_client.scan_iter(match=f"{key_prefix}:*:lock"))
