package app.storagerules;

import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.logging.Level;
import java.util.logging.LogManager;
import java.util.logging.Logger;

/**
 * A Cloud Storage rules runtime for the firebase-tools 14 Storage emulator, built on the Firebase
 * Rules engine that ships inside the Cloud Firestore emulator JAR.
 *
 * <p>firebase-tools starts it as {@code java -jar <this jar> serve} (through
 * STORAGE_EMULATOR_BINARY_PATH) and talks JSON over stdin/stdout, one message per line. See
 * {@link RulesRuntime} for the messages.
 */
public final class Main {
  private Main() {}

  public static void main(String[] args) throws Exception {
    // stdout carries the protocol only. firebase-tools reads every stdout chunk as JSON and logs
    // any stderr text as a warning (and treats text containing "jarfile" as fatal), so library
    // logging is switched off and stray System.out prints are sent to stderr.
    PrintStream protocolStream =
        new PrintStream(new FileOutputStream(FileDescriptor.out), false, StandardCharsets.UTF_8);
    System.setOut(System.err);
    silenceLogging();

    ProtocolOutput output = new ProtocolOutput(protocolStream);
    RulesRuntime runtime = new RulesRuntime(output);
    runtime.announceStarted();
    runtime.warmUp();

    BufferedReader stdin =
        new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    String line;
    while ((line = stdin.readLine()) != null) {
      if (!line.isBlank()) {
        runtime.handle(line);
      }
    }
    // firebase-tools closed our stdin: nothing more can be asked of us.
    runtime.drain();
    System.exit(0);
  }

  private static void silenceLogging() {
    LogManager.getLogManager().reset();
    Logger.getLogger("").setLevel(Level.OFF);
  }
}
