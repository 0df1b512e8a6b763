package app.storagerules;

import com.google.firebase.rules.lang.CompileResult;
import com.google.firebase.rules.lang.FirebaseRulesProtoCompiler;
import com.google.firebase.rules.lang.common.FirebaseRulesLangOptions;
import com.google.firebase.rules.runtime.impl.DefaultEvaluator;
import com.google.firebase.rules.runtime.v1.RulesetAst;
import com.google.firebase.rules.v1.File;
import com.google.firebase.rules.v1.Issue;
import com.google.firebase.rules.v1.Source;
import com.google.firebase.rules.v1.SourcePosition;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.List;

/** Compiles storage.rules source with Google's Firebase Rules compiler. */
final class RulesetCompiler {

  /** A ruleset that compiled, ready to evaluate requests. */
  record CompiledRuleset(DefaultEvaluator evaluator, int rulesVersion) {}

  /** The compiler's verdict: a ruleset when there were no errors, plus every issue reported. */
  record Outcome(CompiledRuleset ruleset, List<String> errors, List<String> warnings) {}

  // Cross-service rules make firestore.get()/exists() available in storage.rules; without the
  // option they compile with warnings and fail at evaluation time.
  private final FirebaseRulesProtoCompiler compiler =
      FirebaseRulesProtoCompiler.createStandalone(
          FirebaseRulesLangOptions.builder()
              .allowTernaryOperator(true)
              .allowCrossServiceRules(true)
              .build());

  /** @param source the protocol's {@code {files: [{name, content}]}} object */
  Outcome compile(JsonObject source) {
    Source.Builder rules = Source.newBuilder();
    for (JsonElement element : source.getAsJsonArray("files")) {
      JsonObject file = element.getAsJsonObject();
      rules.addFiles(
          File.newBuilder()
              .setName(file.get("name").getAsString())
              .setContent(file.get("content").getAsString()));
    }

    CompileResult result = compiler.compile(rules);
    List<String> errors = new ArrayList<>();
    List<String> warnings = new ArrayList<>();
    for (Issue issue : result.getIssues()) {
      String text = describe(issue);
      if (issue.getSeverity() == Issue.Severity.ERROR) {
        errors.add(text);
      } else {
        warnings.add(text);
      }
    }
    if (result.hasCompilationError() || !errors.isEmpty()) {
      if (errors.isEmpty()) {
        errors.add(describe("The rules did not compile.", SourcePosition.getDefaultInstance()));
      }
      return new Outcome(null, errors, warnings);
    }

    RulesetAst ast = result.getRulesetAst();
    int version = ast.getVersion() == RulesetAst.Version.VERSION_2 ? 2 : 1;
    return new Outcome(new CompiledRuleset(new DefaultEvaluator(ast), version), errors, warnings);
  }

  /**
   * firebase-tools' rules manager parses each issue string as JSON and prints
   * "{description_} in {sourcePosition_.fileName_}:{sourcePosition_.line_}".
   */
  private static String describe(Issue issue) {
    return describe(issue.getDescription(), issue.getSourcePosition());
  }

  private static String describe(String description, SourcePosition position) {
    JsonObject where = new JsonObject();
    where.addProperty("fileName_", position.getFileName());
    where.addProperty("line_", position.getLine());
    where.addProperty("column_", position.getColumn());
    JsonObject issue = new JsonObject();
    issue.addProperty("description_", description);
    issue.add("sourcePosition_", where);
    return issue.toString();
  }
}
