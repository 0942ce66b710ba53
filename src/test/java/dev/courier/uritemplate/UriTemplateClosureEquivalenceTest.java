package dev.courier.uritemplate;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The precomputed-closure run of {@link PikeVm} must give exactly the captures of the general walk:
 * random templates (every operator, explode, several variables, literals made of the characters the
 * operators use) against random URIs built from the same characters.
 */
class UriTemplateClosureEquivalenceTest {

    private static final String OPERATORS = " +#./;?&";
    private static final String URI_CHARS = "ab,=/.;?&#%2F9x-";

    @Test
    void closuresAndTheGeneralWalkAgree() throws InvalidUriTemplateException {
        Random random = new Random(6570);
        int compared = 0;
        int withClosures = 0;
        int matched = 0;
        for (int t = 0; t < 3000; t++) {
            String template = randomTemplate(random);
            List<TemplatePart> parts = TemplateParser.parse(template, UriTemplateLimits.DEFAULT);
            MatchProgram program = MatchCompiler.compile(parts).program();
            if (program.closures != null) {
                withClosures++;
            }
            UriTemplate parsed = UriTemplate.parse(template, UriTemplateLimits.DEFAULT);
            for (int u = 0; u < 40; u++) {
                String uri = u % 2 == 0 ? randomUri(random) : expansion(parsed, random);
                int[] walked = PikeVm.runWalking(program, uri);
                assertArrayEquals(walked, PikeVm.run(program, uri), () -> template + " against " + uri);
                compared++;
                matched += walked == null ? 0 : 1;
            }
        }
        assertTrue(withClosures > 1000, "templates without prefix: " + withClosures);
        assertTrue(matched > compared / 4, "matches: " + matched + " of " + compared);
    }

    @Test
    void largeProgramsFallBackWithinBudget() throws InvalidUriTemplateException {
        StringBuilder t = new StringBuilder("{");
        for (int i = 0; i < 200; i++) {
            t.append(i == 0 ? "" : ",").append('v').append(i);
        }
        MatchProgram program = MatchCompiler.compile(
                TemplateParser.parse(t.append('}').toString(), UriTemplateLimits.DEFAULT)).program();
        String uri = "a,".repeat(300) + "a";
        assertNotNull(PikeVm.run(program, uri));
        assertArrayEquals(PikeVm.runWalking(program, uri), PikeVm.run(program, uri));
    }

    private static String randomTemplate(Random random) {
        StringBuilder t = new StringBuilder();
        int pieces = 1 + random.nextInt(4);
        for (int p = 0; p < pieces; p++) {
            if (random.nextInt(3) == 0) {
                int n = 1 + random.nextInt(3);
                for (int i = 0; i < n; i++) {
                    t.append("ab/.;-x".charAt(random.nextInt(7)));
                }
            }
            t.append('{');
            char op = OPERATORS.charAt(random.nextInt(OPERATORS.length()));
            if (op != ' ') {
                t.append(op);
            }
            int vars = 1 + random.nextInt(3);
            for (int v = 0; v < vars; v++) {
                if (v > 0) {
                    t.append(',');
                }
                t.append((char) ('a' + random.nextInt(3)));
                int modifier = random.nextInt(8);
                if (modifier == 0) {
                    t.append('*');
                } else if (modifier == 1) {
                    t.append(':').append(1 + random.nextInt(3));
                }
            }
            t.append('}');
        }
        return t.toString();
    }

    /** An expansion of random strings, lists and maps (or a random URI when they do not fit). */
    private static String expansion(UriTemplate template, Random random) {
        java.util.Map<String, Object> values = new java.util.HashMap<>();
        for (String name : template.variableNames()) {
            switch (random.nextInt(5)) {
                case 0 -> { } // undefined
                case 1 -> values.put(name, List.of(randomValue(random), randomValue(random)));
                case 2 -> values.put(name, java.util.Map.of(randomValue(random) + "k", randomValue(random)));
                default -> values.put(name, randomValue(random));
            }
        }
        try {
            return template.expand(values);
        } catch (InvalidUriTemplateException e) {
            return randomUri(random);
        }
    }

    private static String randomValue(Random random) {
        StringBuilder v = new StringBuilder();
        int length = random.nextInt(5);
        for (int i = 0; i < length; i++) {
            v.append("ab,/=.;\u00e9 %x".charAt(random.nextInt(11)));
        }
        return v.toString();
    }

    private static String randomUri(Random random) {
        int length = random.nextInt(12);
        StringBuilder u = new StringBuilder();
        for (int i = 0; i < length; i++) {
            u.append(URI_CHARS.charAt(random.nextInt(URI_CHARS.length())));
        }
        return u.toString();
    }
}
