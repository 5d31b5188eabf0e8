/*
 * The raw-parse baseline for Benchmarks/run.sh: parse YAML files with libyaml's event API and
 * count the events, building nothing. intentgen's loader runs the same parser, so this is the
 * floor for any work on the files. Several files are parsed one after the other in one process,
 * as `intentgen lint` reads a folder of many small files.
 *
 *   cc -O2 yaml-parse.c $(pkg-config --cflags --libs yaml-0.1) -o yaml-parse
 *   ./yaml-parse Large.intents.yml        # prints "<events> events"
 *   ./yaml-parse A.intents.yml B.intents.yml   # the events of all the files together
 */
#include <stdio.h>
#include <stdlib.h>
#include <yaml.h>

/* Parses one file to its end and adds its events to *events; returns 0, or the exit status. */
static int parse(const char *path, unsigned long *events) {
    FILE *input = fopen(path, "rb");
    if (!input) {
        perror(path);
        return 2;
    }
    yaml_parser_t parser;
    if (!yaml_parser_initialize(&parser)) {
        fprintf(stderr, "cannot initialize the libyaml parser\n");
        fclose(input);
        return 2;
    }
    yaml_parser_set_input_file(&parser, input);

    int done = 0;
    while (!done) {
        yaml_event_t event;
        if (!yaml_parser_parse(&parser, &event)) {
            fprintf(stderr, "%s:%lu:%lu: %s\n", path, (unsigned long)parser.problem_mark.line + 1,
                    (unsigned long)parser.problem_mark.column + 1,
                    parser.problem ? parser.problem : "parse error");
            yaml_parser_delete(&parser);
            fclose(input);
            return 1;
        }
        (*events)++;
        done = event.type == YAML_STREAM_END_EVENT;
        yaml_event_delete(&event);
    }
    yaml_parser_delete(&parser);
    fclose(input);
    return 0;
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: %s FILE.yml...\n", argv[0]);
        return 2;
    }
    unsigned long events = 0;
    for (int index = 1; index < argc; index++) {
        int status = parse(argv[index], &events);
        if (status != 0) return status;
    }
    printf("%lu events\n", events);
    return 0;
}
