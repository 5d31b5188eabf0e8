/*
 * The raw parse every floor of Benchmarks/ starts with: one YAML file read to its end with
 * libyaml's event API, building nothing. intentgen's loader runs the same parser.
 */
#include <stdio.h>
#include <yaml.h>

/* Parses the file at `path` to its end; returns its number of events (a stream has at least
 * one), or 0 after saying on standard error why it cannot be read or parsed. */
static unsigned long parse_events(const char *path) {
    FILE *input = fopen(path, "rb");
    if (!input) {
        perror(path);
        return 0;
    }
    yaml_parser_t parser;
    if (!yaml_parser_initialize(&parser)) {
        fprintf(stderr, "cannot initialize the libyaml parser\n");
        fclose(input);
        return 0;
    }
    yaml_parser_set_input_file(&parser, input);
    unsigned long events = 0;
    for (int done = 0; !done; events++) {
        yaml_event_t event;
        if (!yaml_parser_parse(&parser, &event)) {
            fprintf(stderr, "%s:%lu:%lu: %s\n", path, (unsigned long)parser.problem_mark.line + 1,
                    (unsigned long)parser.problem_mark.column + 1,
                    parser.problem ? parser.problem : "parse error");
            events = 0;
            break;
        }
        done = event.type == YAML_STREAM_END_EVENT;
        yaml_event_delete(&event);
    }
    yaml_parser_delete(&parser);
    fclose(input);
    return events;
}

/* Parses each of `paths` in turn, in one process as `intentgen lint` reads a folder; returns
 * the events of all of them, or 0 when one cannot be read or parsed. */
static unsigned long parse_all(char **paths, int count) {
    unsigned long events = 0;
    for (int index = 0; index < count; index++) {
        unsigned long found = parse_events(paths[index]);
        if (found == 0) return 0;
        events += found;
    }
    return events;
}
