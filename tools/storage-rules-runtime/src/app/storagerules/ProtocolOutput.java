package app.storagerules;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonObject;
import java.io.PrintStream;

/**
 * Writes protocol messages to stdout, one JSON document per line.
 *
 * <p>firebase-tools 14.27 parses each stdout "data" chunk as a single JSON document, so two
 * messages must never reach it in one chunk: writes are serialised, flushed one by one, and
 * spaced a little apart so the Node side reads them separately. (Newer firebase-tools split on
 * newlines, which the trailing newline also satisfies.)
 */
final class ProtocolOutput {
  /** Minimum gap between two messages; replies are rare enough that this costs nothing. */
  private static final long MIN_GAP_NANOS = 4_000_000L;

  private final PrintStream out;
  private final Gson gson = new GsonBuilder().disableHtmlEscaping().serializeNulls().create();
  private long lastWriteNanos = 0;

  ProtocolOutput(PrintStream out) {
    this.out = out;
  }

  synchronized void send(JsonObject message) {
    long wait = lastWriteNanos + MIN_GAP_NANOS - System.nanoTime();
    if (lastWriteNanos != 0 && wait > 0) {
      try {
        Thread.sleep(wait / 1_000_000L, (int) (wait % 1_000_000L));
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
    out.print(gson.toJson(message) + "\n");
    out.flush();
    lastWriteNanos = System.nanoTime();
  }
}
