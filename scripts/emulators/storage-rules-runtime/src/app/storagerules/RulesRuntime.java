package app.storagerules;

import app.storagerules.RulesetCompiler.CompiledRuleset;
import com.google.common.util.concurrent.FutureCallback;
import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import com.google.common.util.concurrent.MoreExecutors;
import com.google.firebase.rules.runtime.common.EvaluationResult;
import com.google.firebase.rules.runtime.v1.ExpressionValue;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/**
 * The firebase-tools 14 storage rules-runtime protocol.
 *
 * <pre>
 * out  {"id":-1,"status":"ok"}                                            once, when ready
 * in   {"id":n,"action":"load_ruleset","context":{"rulesetName","source":{"files":[...]}}}
 * out  {"id":n,"status":"ok","result":{"rulesVersion":2},"errors":[],"warnings":[]}
 * in   {"id":n,"action":"verify","context":{"rulesetName","service","path","method",
 *                                           "delimiter","variables":{"request","resource"}}}
 * out  {"server_request_id":n,"action":"fetch_firestore_document","context":{"path"}} (0..k)
 * in   {"id":n,"status":"ok"|"not_found","result":{"name","fields"}}       each callback's reply
 * out  {"id":n,"status":"ok","result":{"permit":true},"errors":[],"warnings":[]}
 * </pre>
 *
 * <p>Every reply says {@code status: "ok"}: firebase-tools 14.27 drops a reply whose status is
 * anything else, which would leave its request hanging; problems travel in {@code errors}.
 */
final class RulesRuntime {
  private final ProtocolOutput output;
  private final RulesetCompiler compiler = new RulesetCompiler();
  private final Map<String, CompiledRuleset> rulesets = new ConcurrentHashMap<>();
  private final Map<Integer, VerifyRequest> openRequests = new ConcurrentHashMap<>();

  // Evaluations run off the stdin thread: a rule waiting for a Firestore document needs the
  // stdin thread free to read firebase-tools' answer.
  private final ExecutorService evaluations =
      Executors.newFixedThreadPool(
          2,
          task -> {
            Thread thread = new Thread(task, "rules-evaluation");
            thread.setDaemon(true);
            return thread;
          });

  RulesRuntime(ProtocolOutput output) {
    this.output = output;
  }

  void announceStarted() {
    JsonObject ready = new JsonObject();
    ready.addProperty("id", -1);
    ready.addProperty("status", "ok");
    ready.addProperty("message", "storage rules runtime ready");
    output.send(ready);
  }

  /**
   * Compiles and evaluates a small ruleset once so the engine's classes are loaded and warm before
   * the first real request. Runs on the stdin thread before any message is read (requests wait in
   * the pipe meanwhile): loading the engine from one thread avoids class-initialisation races.
   */
  void warmUp() {
    JsonObject file = new JsonObject();
    file.addProperty("name", "warm-up.rules");
    file.addProperty(
        "content",
        "rules_version = '2'; service firebase.storage { match /b/{bucket}/o {"
            + " match /{all=**} { allow read: if request.auth != null"
            + " && request.time < timestamp.date(2100, 1, 1); } } }");
    JsonArray files = new JsonArray();
    files.add(file);
    JsonObject source = new JsonObject();
    source.add("files", files);
    try {
      CompiledRuleset ruleset = compiler.compile(source).ruleset();
      JsonObject request =
          JsonParser.parseString(
                  "{\"map_value\":{\"fields\":{\"auth\":{\"null_value\":null},"
                      + "\"time\":{\"timestamp_value\":\"2025-01-01T00:00:00.000Z\"}}}}")
              .getAsJsonObject();
      for (String method : List.of("get", "list")) {
        VerifyRequest warm =
            new VerifyRequest(
                Integer.MIN_VALUE,
                method,
                VerifyRequest.matchPath(List.of("b", "warm", "o", "up"), method, "/"),
                Values.expression(request).getMapValue(),
                Values.expression(null),
                output,
                MoreExecutors.directExecutor());
        ruleset.evaluator().evaluate(warm.toRuleContext()).get(10, TimeUnit.SECONDS);
      }
    } catch (Exception ignored) {
      // Only a warm-up: real requests report their own problems.
    }
  }

  /** stdin closed (firebase-tools went away): give in-flight decisions a moment to be written. */
  void drain() throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
    while (!openRequests.isEmpty() && System.nanoTime() < deadline) {
      Thread.sleep(10);
    }
  }

  void handle(String line) {
    JsonObject message;
    try {
      message = JsonParser.parseString(line).getAsJsonObject();
    } catch (RuntimeException e) {
      System.err.println("storage rules runtime: unreadable message: " + line);
      return;
    }
    int id = message.has("id") ? message.get("id").getAsInt() : Integer.MIN_VALUE;
    String action = message.has("action") ? message.get("action").getAsString() : "";
    try {
      switch (action) {
        case "load_ruleset":
          loadRuleset(id, message.getAsJsonObject("context"));
          break;
        case "verify":
          verify(id, message.getAsJsonObject("context"));
          break;
        case "":
          // No action: the answer to one of our fetch_firestore_document callbacks.
          VerifyRequest open = openRequests.get(id);
          if (open != null) {
            open.onFirestoreReply(message);
          }
          break;
        default:
          reply(id, null, List.of(issue("Unknown action " + action)), List.of());
      }
    } catch (RuntimeException e) {
      reply(id, null, List.of(issue("Storage rules runtime failure: " + e)), List.of());
    }
  }

  private void loadRuleset(int id, JsonObject context) {
    RulesetCompiler.Outcome outcome = compiler.compile(context.getAsJsonObject("source"));
    JsonObject result = null;
    if (outcome.ruleset() != null) {
      rulesets.put(context.get("rulesetName").getAsString(), outcome.ruleset());
      result = new JsonObject();
      result.addProperty("rulesVersion", outcome.ruleset().rulesVersion());
    }
    reply(id, result, outcome.errors(), outcome.warnings());
  }

  private void verify(int id, JsonObject context) {
    String rulesetName = context.get("rulesetName").getAsString();
    CompiledRuleset ruleset = rulesets.get(rulesetName);
    if (ruleset == null) {
      reply(id, null, List.of(issue("No ruleset named " + rulesetName + " is loaded")), List.of());
      return;
    }
    String method = normaliseMethod(context.get("method").getAsString());
    String delimiter =
        context.has("delimiter") && !context.get("delimiter").isJsonNull()
            ? context.get("delimiter").getAsString()
            : null;
    JsonObject variables = context.getAsJsonObject("variables");

    VerifyRequest request;
    try {
      ExpressionValue requestValue = Values.expression(variables.get("request"));
      ExpressionValue resourceValue = Values.expression(variables.get("resource"));
      request =
          new VerifyRequest(
              id,
              method,
              VerifyRequest.matchPath(
                  Values.segments(context.get("path").getAsString()), method, delimiter),
              requestValue.getMapValue(),
              resourceValue,
              output,
              evaluations);
    } catch (Exception e) {
      reply(id, null, List.of(issue("Bad verify request: " + e.getMessage())), List.of());
      return;
    }

    openRequests.put(id, request);
    evaluations.execute(
        () -> {
          ListenableFuture<EvaluationResult> evaluation;
          try {
            evaluation = ruleset.evaluator().evaluate(request.toRuleContext());
          } catch (RuntimeException e) {
            evaluation = Futures.immediateFailedFuture(e);
          }
          Futures.addCallback(
              evaluation,
              new FutureCallback<EvaluationResult>() {
                @Override
                public void onSuccess(EvaluationResult result) {
                  finishVerify(id, result.permit(), List.of());
                }

                @Override
                public void onFailure(Throwable error) {
                  // An evaluation error denies, as in production; say why.
                  finishVerify(id, false, List.of("Rules evaluation error: " + error.getMessage()));
                }
              },
              MoreExecutors.directExecutor());
        });
  }

  private void finishVerify(int id, boolean permit, List<String> warnings) {
    openRequests.remove(id);
    JsonObject result = new JsonObject();
    result.addProperty("permit", permit);
    reply(id, result, List.of(), warnings);
  }

  /** firebase-tools also knows "read" and "write"; the engine only knows the granular methods. */
  private static String normaliseMethod(String method) {
    switch (method) {
      case "read":
        return "get";
      case "write":
        return "create";
      default:
        return method;
    }
  }

  private void reply(int id, JsonObject result, List<String> errors, List<String> warnings) {
    JsonObject reply = new JsonObject();
    reply.addProperty("id", id);
    reply.addProperty("status", "ok");
    if (result != null) {
      reply.add("result", result);
    }
    reply.add("errors", strings(errors));
    reply.add("warnings", strings(warnings));
    output.send(reply);
  }

  private static JsonArray strings(List<String> values) {
    JsonArray array = new JsonArray();
    values.forEach(array::add);
    return array;
  }

  private static String issue(String description) {
    JsonObject where = new JsonObject();
    where.addProperty("fileName_", "storage.rules");
    where.addProperty("line_", 0);
    JsonObject issue = new JsonObject();
    issue.addProperty("description_", description);
    issue.add("sourcePosition_", where);
    return issue.toString();
  }
}
