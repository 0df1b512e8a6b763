package app.storagerules;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonObject;
import java.io.PrintStream;

/**
 * Writes protocol messages to stdout, one JSON document per line.
 *
 * <p>firebase-tools 14.27 parses each stdout "data" chunk as a single JSON document: two
 * messages read in one chunk are dropped and their requests hang. So writes are serialised,
 * flushed one by one and spaced apart, by default 15 ms, the same pacing firebase-tools 14.27
 * already imposes on its own requests (it holds a lock for 15 ms after each write), so the gap
 * costs no throughput. Newer firebase-tools split stdout on newlines, which the trailing newline
 * satisfies; there STORAGE_RULES_RUNTIME_REPLY_GAP_MS=0 removes the gap.
 */
final class ProtocolOutput {
  private static final long DEFAULT_GAP_MS = 15;

  private final PrintStream out;
  private final Gson gson = new GsonBuilder().disableHtmlEscaping().serializeNulls().create();
  private final long minGapNanos = replyGapMillis() * 1_000_000L;
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

  synchronized void send(JsonObject message) {
    long wait = lastWriteNanos + minGapNanos - System.nanoTime();
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
