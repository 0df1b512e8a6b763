package app.storagerules;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonObject;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.locks.LockSupport;

/**
 * Writes protocol messages to stdout, one JSON document per line.
 *
 * <p>firebase-tools 14.27 parses each stdout "data" chunk as a single JSON document: two
 * messages read in one chunk are dropped and their requests hang. So writes are serialised and
 * flushed one by one, and a message is only written once the reader has taken the previous one
 * out of the pipe: on Linux the runtime opens its own stdout pipe's read end (/proc/self/fd/1)
 * only to ask how many bytes are still unread (FIONREAD, through available()). A pause between
 * writes alone (the fallback elsewhere, 15 ms by default, STORAGE_RULES_RUNTIME_REPLY_GAP_MS) is
 * not enough: on a loaded machine the reader can wake later than that and read two messages at
 * once. Newer firebase-tools split stdout on newlines, which the trailing newline satisfies.
 */
final class ProtocolOutput {
  private static final long DEFAULT_GAP_MS = 15;
  /** A reader that takes longer than this is stuck; writing then beats hanging every request. */
  private static final long MAX_DRAIN_WAIT_NANOS = 5_000_000_000L;
  private static final long DRAIN_POLL_NANOS = 100_000L;

  private final PrintStream out;
  private final Gson gson = new GsonBuilder().disableHtmlEscaping().serializeNulls().create();
  private final long minGapNanos = replyGapMillis() * 1_000_000L;
  private final FileInputStream unreadProbe = openStdoutReadEnd();
  private long lastWriteNanos = 0;

  ProtocolOutput(PrintStream out) {
    this.out = out;
  }

  private static long replyGapMillis() {
    String configured = System.getenv("STORAGE_RULES_RUNTIME_REPLY_GAP_MS");
    try {
      return configured == null ? DEFAULT_GAP_MS : Math.max(0, Long.parseLong(configured.trim()));
    } catch (NumberFormatException e) {
      return DEFAULT_GAP_MS;
    }
  }

  /** A read end of our stdout when it is a pipe (Linux), never read from; null elsewhere. */
  private static FileInputStream openStdoutReadEnd() {
    Path stdout = Path.of("/proc/self/fd/1");
    try {
      if (!Files.readSymbolicLink(stdout).toString().startsWith("pipe:")) {
        return null;
      }
      return new FileInputStream(stdout.toFile());
    } catch (IOException | UnsupportedOperationException | SecurityException e) {
      return null;
    }
  }

  private boolean readerHasAll() {
    try {
      return unreadProbe.available() == 0;
    } catch (IOException e) {
      return true;
    }
  }

  private void awaitReader() {
    long deadline = System.nanoTime() + MAX_DRAIN_WAIT_NANOS;
    while (!readerHasAll() && System.nanoTime() < deadline) {
      LockSupport.parkNanos(DRAIN_POLL_NANOS);
    }
  }

  private void awaitGap() {
    long wait = lastWriteNanos + minGapNanos - System.nanoTime();
    if (lastWriteNanos != 0 && wait > 0) {
      LockSupport.parkNanos(wait);
    }
  }

  synchronized void send(JsonObject message) {
    if (unreadProbe != null) {
      awaitReader();
    } else {
      awaitGap();
    }
    out.print(gson.toJson(message) + "\n");
    out.flush();
    lastWriteNanos = System.nanoTime();
  }
}
