/*
 * The raw-parse baseline for Benchmarks/run.sh: parse one YAML file with libyaml's event API
 * and count the events, building nothing. intentgen's loader runs the same parser, so this is
 * the floor for any work on the file.
 *
 *   cc -O2 yaml-parse.c $(pkg-config --cflags --libs yaml-0.1) -o yaml-parse
 *   ./yaml-parse Large.intents.yml        # prints "<events> events"
 */
#include <stdio.h>
#include <stdlib.h>
#include <yaml.h>

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: %s FILE.yml\n", argv[0]);
        return 2;
    }
    FILE *input = fopen(argv[1], "rb");
    if (!input) {
        perror(argv[1]);
        return 2;
    }
    yaml_parser_t parser;
    if (!yaml_parser_initialize(&parser)) {
        fprintf(stderr, "cannot initialize the libyaml parser\n");
        return 2;
    }
    yaml_parser_set_input_file(&parser, input);

    unsigned long events = 0;
    int done = 0;
    while (!done) {
        yaml_event_t event;
        if (!yaml_parser_parse(&parser, &event)) {
            fprintf(stderr, "%s:%lu:%lu: %s\n", argv[1], (unsigned long)parser.problem_mark.line + 1,
                    (unsigned long)parser.problem_mark.column + 1,
                    parser.problem ? parser.problem : "parse error");
            yaml_parser_delete(&parser);
            fclose(input);
            return 1;
        }
        events++;
        done = event.type == YAML_STREAM_END_EVENT;
        yaml_event_delete(&event);
    }
    yaml_parser_delete(&parser);
    fclose(input);
    printf("%lu events\n", events);
    return 0;
}
